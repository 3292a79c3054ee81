// The header login menu while signed in (part 1 §2 "Header: ... login menu"): the member's or
// organisation's name, the organisation console's link for its admins, and "Sign out". Its own
// chunk, loaded by the shell's LoginMenu only when a member session exists, so a guest's first
// screen carries no account code (issue 14 §4).
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { accountPath } from '../routes/accountPaths.ts';
import { signedInName } from './SignedInAs.tsx';

// The console's link, for an organisation's admin: its code and texts load for organisation users only.
const ConsoleMenuLink = lazy(() => import('../organisation/ConsoleMenuLink.tsx').then((m) => ({ default: m.ConsoleMenuLink })));

export const MemberMenu = observer(function MemberMenu() {
  const { session } = useStores();
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  return (
    <nav className="booking-login-menu" aria-label={t('account.menu.label')}>
      <span className="booking-login-menu__name">{t('account.menu.signedInAs', { name: signedInName(session.user) })}</span>
      {session.corporate && (
        <Suspense fallback={null}>
          <ConsoleMenuLink />
        </Suspense>
      )}
      <Link to={accountPath(PATHS.signOut, search)}>{t('account.menu.signOut')}</Link>
    </nav>
  );
});
