// A titled section of a booking screen: the heading names the section for screen readers.
import type { ReactNode } from 'react';

export function BookingSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="booking-section" aria-labelledby={id}>
      <h2 id={id} className="booking-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
