// The one scaffold every kiosk screen and walk-in step shares: a section named by its heading,
// the heading with what the guest reads beside it (`info`), then the screen's actions
// (`children`: a div, a form or a Form, each owning its own classes).
import type { ReactNode } from 'react';

export function KioskScreen({ titleId, title, info, children }: { titleId: string; title: ReactNode; info?: ReactNode; children?: ReactNode }) {
  return (
    <section className="kiosk-screen" aria-labelledby={titleId}>
      <div className="kiosk-screen__info">
        <h1 id={titleId} className="kiosk-title">
          {title}
        </h1>
        {info}
      </div>
      {children}
    </section>
  );
}
