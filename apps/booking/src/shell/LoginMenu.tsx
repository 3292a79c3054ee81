// The header's login menu (part 1 §2 "Header: ... login menu"): "Sign in" (and "Sign up" when the
// hotel allows it, not in voucher mode) while signed out and the hotel's sign-in button is active;
// the member's or organisation's name and "Sign out" while signed in. Plain links in a labelled
// nav, so the keyboard and screen readers need nothing special. Loaded on its own, after the page.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { accountPath } from '../routes/accountPaths.ts';
import { signedInName } from '../account/SignedInAs.tsx';

// The console's link, for an organisation's admin: its code and texts load for organisation users only.
const ConsoleMenuLink = lazy(() => import('../organisation/ConsoleMenuLink.tsx').then((m) => ({ default: m.ConsoleMenuLink })));

export const LoginMenu = observer(function LoginMenu() {
  const { session, settings } = useStores();
  const { t } = useTranslation('booking');
  const { pathname, search } = useLocation();
  const button = settings.signInButton;
  if (!session.ready) return null;
  if (session.signedIn) {
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
  }
  if (!button?.is_active) return null;
  const here = `${pathname}${search}`;
  const voucherMode = new URLSearchParams(search).get('mode') === 'voucher';
  return (
    <nav className="booking-login-menu" aria-label={t('account.menu.label')}>
      <Link to={accountPath(PATHS.signIn, search, { redirect: here })}>{t('account.menu.signIn')}</Link>
      {button.allow_signup && !voucherMode && <Link to={accountPath(PATHS.signUp, search, { redirect: here })}>{t('account.menu.signUp')}</Link>}
    </nav>
  );
});
