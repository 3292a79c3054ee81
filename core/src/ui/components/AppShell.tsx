// The layout every app shares (spec part 1 §2 "Route flags and shell"): skip link, header with the
// hotel's logo, name and language selector, the dismissible global error, a spinner until init
// arrives, main landmark, footer. Content renders only once init has arrived without error.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoresContext.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { NavigationBridge } from './NavigationBridge.tsx';
import { Spinner } from './Spinner.tsx';

export const MAIN_ID = 'noren-main';

export interface AppShellProps {
  /** common.json key naming the app (apps.booking, apps.admin, apps.kiosk), shown before the hotel is known. */
  appTitleKey: string;
  children: ReactNode;
  /** Beside the language selector (the booking app's currency picker). */
  headerActions?: ReactNode;
  /** Above the header: a hotel's own header (sanitised by the app). */
  beforeHeader?: ReactNode;
  /** Under the global error: notices such as the obsolete-browser warning. */
  notices?: ReactNode;
  /** Replaces the default footer text (a hotel's own footer). */
  footer?: ReactNode;
}

export const AppShell = observer(function AppShell({ appTitleKey, children, headerActions, beforeHeader, notices, footer }: AppShellProps) {
  const { session, settings, errors } = useStores();
  const { t } = useTranslation('common');
  const hotelName = settings.hotelName;
  const logo = settings.logo;

  let content: ReactNode;
  // The page's height is held until the content comes, so the footer is not drawn on screen
  // only to be pushed away (a layout shift) when it does.
  if (!session.ready)
    content = (
      <div className="noren-main__pending" aria-busy="true">
        <Spinner />
      </div>
    );
  else if (errors.init)
    content = (
      <section aria-labelledby="noren-init-error-title">
        <h1 id="noren-init-error-title" className="noren-page-title">
          {t('shell.initErrorTitle')}
        </h1>
        <ErrorBanner error={errors.init} />
      </section>
    );
  else content = children;

  return (
    <div className="noren-shell">
      <NavigationBridge />
      <a className="noren-skip-link" href={`#${MAIN_ID}`}>
        {t('shell.skipToContent')}
      </a>
      {beforeHeader}
      <header className="noren-header">
        <div className="noren-header__brand">
          {/* A fixed 3:2 box (noren.css), so the logo's bytes arriving move nothing. */}
          {logo && <img className="noren-header__logo" src={logo} alt={hotelName || t(appTitleKey)} width={60} height={40} />}
          {/* With a logo its alt already names the hotel; the visible name is not read twice. The
              hotel's name is a new node rather than the app's title changed in place, so the
              logo appearing before it is not a layout shift of the title. */}
          <span key={hotelName ? 'hotel' : 'app'} className="noren-header__name" aria-hidden={logo ? true : undefined}>
            {hotelName || t(appTitleKey)}
          </span>
        </div>
        <div className="noren-header__actions">
          {headerActions}
          <LanguageSelector />
        </div>
      </header>
      <ErrorBanner error={errors.global} onDismiss={() => errors.dismissGlobalError()} />
      {notices}
      <main id={MAIN_ID} className="noren-main" tabIndex={-1}>
        {content}
      </main>
      <footer className="noren-footer">
        {footer}
        <p>{hotelName ? t('shell.footer', { hotel: hotelName }) : t('shell.poweredBy')}</p>
      </footer>
    </div>
  );
});
