// /member-confirmation?confirmation_token= (part 1 §2, §4): the link of the sign-up mail. It
// confirms the account, which signs the member in, and goes on to the booking result. An expired
// or used link says so and offers a new mail.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorBanner, Spinner, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { accountPath, afterSignInPath } from '../routes/accountPaths.ts';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

export const MemberConfirmationPage = observer(function MemberConfirmationPage() {
  const { settings } = useStores();
  const { account } = useAccountForm('confirm');
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('confirmation_token') ?? '';
  useDocumentTitle(t('account.confirmation.title'), settings.hotelName);

  useEffect(() => {
    void account.confirm(token, afterSignInPath(search));
    // Once per token: the link is used up by the first call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, token]);

  const error = account.form === 'confirm' ? account.error : null;
  return (
    <section className="booking-account" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className="noren-page-title">
        {t('account.confirmation.title')}
      </h1>
      {!error && (
        <>
          <p role="status">{t('account.confirmation.progress')}</p>
          <Spinner />
        </>
      )}
      {error && (
        <>
          <ErrorBanner error={error} />
          <ul className="booking-account-links">
            <li>
              <Link to={accountPath(PATHS.resendConfirmation, search)}>{t('account.links.resend')}</Link>
            </li>
            <li>
              <Link to={accountPath(PATHS.signIn, search)}>{t('account.links.signIn')}</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
});
