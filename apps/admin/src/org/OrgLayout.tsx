// The corporate admin console's frame: the door (the hand-over from the booking app, or the session
// kept in this tab), then the console's navigation, who is signed in and sign-out around the page.
// Anyone else is told where to sign in; a booker who is not the organisation's admin is told so.
import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button, observer, Spinner, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleTo } from '../console/hooks.ts';
import { useOrg } from './hooks.ts';
import { handoverTokenOf, ORG_PATHS } from './paths.ts';
import './org.css';

export const OrgLayout = observer(function OrgLayout() {
  const org = useOrg();
  const { session } = useStores();
  const { t } = useTranslation('orgAdmin', { useSuspense: true });
  const to = useConsoleTo();
  useEffect(() => {
    const token = handoverTokenOf(window.location.hash);
    // The token leaves the address before anything else can read or bookmark it.
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void org.session.open(token);
  }, [org]);

  const access = org.session.access;
  if (access === 'waiting') return <Spinner />;
  if (access !== 'admin') {
    // The booking app's sign-in, then its account menu hands over again.
    const signInHref = `/organization-sign-in?${new URLSearchParams({ code: session.hotelCode ?? '', redirect: '/organization-admin' })}`;
    return (
      <section className="org-door" aria-labelledby="org-door-title">
        <h1 id="org-door-title" className="noren-page-title">
          {t('door.title')}
        </h1>
        <ErrorNote error={org.session.error} />
        <p>{access === 'not_admin' ? t('door.notAdmin') : t('door.signIn')}</p>
        <p>
          <a href={signInHref}>{t('door.signInLink')}</a>
        </p>
      </section>
    );
  }

  return (
    <div className="org-console">
      <div className="admin-bar org-bar">
        <nav aria-label={t('nav.label')} className="admin-nav">
          <NavLink to={to(ORG_PATHS.reservations)}>{t('nav.reservations')}</NavLink>
          <NavLink to={to(ORG_PATHS.stays)}>{t('nav.stays')}</NavLink>
        </nav>
        <div className="admin-account">
          <span>{t('nav.signedInAs', { name: org.session.user?.name ?? '', organisation: org.session.organisation?.display_name ?? '' })}</span>
          <Button variant="secondary" onClick={() => void org.session.signOut()}>
            {t('nav.signOut')}
          </Button>
        </div>
      </div>
      <Outlet />
    </div>
  );
});
