// /sign-up-result (part 1 §2): the account waits for its e-mail link; the page says where the mail
// went, and offers a new one.
import { Link, useLocation } from 'react-router';
import { observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { useBookingRoot } from '../stores/useBookingRoot.ts';
import { accountOf } from './stores/accountOf.ts';
import { PATHS } from '../routes/paths.ts';
import { accountPath, redirectOf } from '../routes/accountPaths.ts';
import './account.css';

export const SignUpResultPage = observer(function SignUpResultPage() {
  const stores = useStores();
  const account = accountOf(useBookingRoot());
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  useDocumentTitle(t('account.signUpResult.title'), stores.settings.hotelName);
  return (
    <section className="booking-account" aria-labelledby="sign-up-result-title">
      <h1 id="sign-up-result-title" className="noren-page-title">
        {t('account.signUpResult.title')}
      </h1>
      <p role="status">{account.mailedTo ? t('account.signUpResult.sentTo', { email: account.mailedTo }) : t('account.signUpResult.sent')}</p>
      <p>{t('account.signUpResult.followLink')}</p>
      <p>
        <Link to={accountPath(PATHS.resendConfirmation, search, { redirect: redirectOf(search) })}>{t('account.links.resend')}</Link>
      </p>
    </section>
  );
});
