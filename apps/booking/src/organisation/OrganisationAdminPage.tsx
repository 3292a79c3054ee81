// /organization-admin (part 1 §2, protected): the corporate admin's way to the console. Signed out,
// it sends the visitor to the organisation sign-in and back here; a booker is told the console is
// the admin's; an admin opens the console in a new tab with a one-time token (consoleHandover.ts).
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button, ErrorBanner, observer, useDocumentTitle, useStores } from '@noren/core/ui';
import { useOrgSignInTexts } from './orgSignInTexts.ts';
import { isCorporateAdmin } from '@noren/core/domain';
import { toShownError, type ShownError } from '@noren/core/stores';
import { PATHS } from '../routes/paths.ts';
import { accountPath } from '../routes/accountPaths.ts';
import { openConsole } from './consoleHandover.ts';

export const OrganisationAdminPage = observer(function OrganisationAdminPage() {
  const { api, session, settings, locale } = useStores();
  const { t, ready } = useOrgSignInTexts();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  useDocumentTitle(ready ? t('page.title') : '', settings.hotelName);

  if (!session.ready || !ready) return null;
  if (!session.signedIn) return <Navigate replace to={accountPath(PATHS.organisationSignIn, search, { redirect: `${PATHS.organisationAdmin}${search}` })} />;

  const open = async () => {
    // The tab opens inside the click, before the token's call, or a pop-up blocker would stop it.
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    setError(null);
    try {
      setFallback(await openConsole(api, tab, window.location.origin, { code: session.hotelCode, locale: locale.language }));
    } catch (thrown) {
      setError(toShownError(thrown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="booking-account" aria-labelledby="org-admin-title">
      <h1 id="org-admin-title" className="noren-page-title">
        {t('page.title')}
      </h1>
      {isCorporateAdmin(session.user) ? (
        <>
          <p>{t('page.intro', { organisation: session.user?.organization?.display_name ?? '' })}</p>
          <ErrorBanner error={error} />
          <Button busy={busy} onClick={() => void open()}>
            {t('page.open')}
          </Button>
          {fallback && (
            <p role="status">
              {t('page.blocked')}{' '}
              <a href={fallback} target="_blank" rel="noopener noreferrer">
                {t('page.openHere')}
              </a>
            </p>
          )}
        </>
      ) : (
        <p>{t('page.notAdmin')}</p>
      )}
    </section>
  );
});
