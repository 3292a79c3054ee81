// /sign-out (part 1 §2, protected; §4 "Logout calls the logout endpoint and, whether it succeeds or
// not, logs out locally"): signs out at once, then back to the booking result.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Spinner, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { useBookingRoot } from '../stores/useBookingRoot.ts';
import { accountOf } from './stores/accountOf.ts';
import { PATHS } from '../routes/paths.ts';
import { accountPath } from '../routes/accountPaths.ts';

export function SignOutPage() {
  const stores = useStores();
  const root = useBookingRoot();
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  useDocumentTitle(t('account.signOut.title'), stores.settings.hotelName);
  useEffect(() => {
    void accountOf(root).signOut(accountPath(PATHS.result, search));
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby="sign-out-title">
      <h1 id="sign-out-title" className="noren-page-title">
        {t('account.signOut.title')}
      </h1>
      <p role="status">{t('account.signOut.progress')}</p>
      <Spinner />
    </section>
  );
}
