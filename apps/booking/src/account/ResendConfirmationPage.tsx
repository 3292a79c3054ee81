// /resend-confirmation-email (part 1 §2; part 2 §7.6 resend_confirmation, §8.5 "Resend
// confirmation: email not registered; already confirmed"): a new link for an account that waits.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ErrorBanner, TextField, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { accountPath, redirectOf } from '../routes/accountPaths.ts';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

export const ResendConfirmationPage = observer(function ResendConfirmationPage() {
  const { settings } = useStores();
  const { account, problem } = useAccountForm('resend');
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('account.resend.title'), settings.hotelName);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (await account.resendConfirmation(email)) setSentTo(email.trim());
  };

  return (
    <section className="booking-account" aria-labelledby="resend-title">
      <h1 id="resend-title" className="noren-page-title">
        {t('account.resend.title')}
      </h1>
      <p>{t('account.resend.intro')}</p>
      <form className="booking-account-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('account.fields.email')} type="email" required autoComplete="email" maxLength={254} value={email} error={problem('email')} onChange={setEmail} />
        <ErrorBanner error={account.form === 'resend' ? account.error : null} />
        {sentTo && <p role="status">{t('account.resend.sent', { email: sentTo })}</p>}
        <Button type="submit" busy={account.busy}>
          {t('account.resend.submit')}
        </Button>
      </form>
      <p>
        <Link to={accountPath(PATHS.signIn, search, { redirect: redirectOf(search) })}>{t('account.links.signIn')}</Link>
      </p>
    </section>
  );
});
