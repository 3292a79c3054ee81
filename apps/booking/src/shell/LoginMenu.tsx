// The header's login menu (part 1 §2 "Header: ... login menu"): "Sign in" (and "Sign up" when the
// hotel allows it, not in voucher mode) while signed out and the hotel's sign-in button is active;
// while signed in, the member's menu (account/MemberMenu.tsx), a chunk of its own that loads only
// when a member session exists: a guest downloads no account code (issue 14 §4). Plain links in a
// labelled nav, so the keyboard and screen readers need nothing special. Loaded after the page.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { accountPath } from '../routes/accountPaths.ts';

const MemberMenu = lazy(() => import('../account/MemberMenu.tsx').then((m) => ({ default: m.MemberMenu })));

export const LoginMenu = observer(function LoginMenu() {
  const { session, settings } = useStores();
  const { t } = useTranslation('booking');
  const { pathname, search } = useLocation();
  const button = settings.signInButton;
  if (!session.ready) return null;
  if (session.signedIn) {
    return (
      <Suspense fallback={null}>
        <MemberMenu />
      </Suspense>
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
