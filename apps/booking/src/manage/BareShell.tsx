// The plain frame of the screens that bypass the normal shell (part 1 §2 "Route flags": the
// unsubscribe pages): no hotel header, footer or start-up spinner, since they open from an e-mail
// without a hotel; still a skip link, one main landmark and the language selector.
import type { ReactNode } from 'react';
import { LanguageSelector, MAIN_ID, useTranslation } from '@noren/core/ui';

export function BareShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="noren-shell booking-bare">
      <a className="noren-skip-link" href={`#${MAIN_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <header className="booking-bare__header">
        <LanguageSelector />
      </header>
      <main id={MAIN_ID} className="noren-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
