// /sign-in (part 1 §2 "Membership"; part 2 §7.6 sign_in): a member's e-mail and password. After
// signing in the guest goes back to the page they came from (?redirect=), else the booking result.
// Links to sign up (when the hotel allows it), to the organisation sign-in and to a new confirmation mail.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ErrorBanner, TextField, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { UNCONFIRMED_ERROR } from './stores/AccountStore.ts';
import { PATHS } from '../routes/paths.ts';
import { accountPath, afterSignInPath, redirectOf } from '../routes/accountPaths.ts';
import { signedInName } from './SignedInAs.tsx';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

export const SignInPage = observer(function SignInPage() {
  const { settings, session } = useStores();
  const { account, problem } = useAccountForm('sign_in');
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useDocumentTitle(t('account.signIn.title'), settings.hotelName);
  const redirect = redirectOf(search);
  const allowSignUp = settings.signInButton?.allow_signup ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await account.signIn(email, password, afterSignInPath(search));
  };

  if (session.signedIn) return <AlreadySignedIn />;
  return (
    <section className="booking-account" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="noren-page-title">
        {t('account.signIn.title')}
      </h1>
      <form className="booking-account-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('account.fields.email')} type="email" required autoComplete="email" maxLength={254} value={email} error={problem('email')} onChange={setEmail} />
        <TextField label={t('account.fields.password')} type="password" required autoComplete="current-password" maxLength={128} value={password} error={problem('password')} onChange={setPassword} />
        <ErrorBanner error={account.form === 'sign_in' ? account.error : null} />
        {account.form === 'sign_in' && account.error === UNCONFIRMED_ERROR && (
          <p>
            <Link to={accountPath(PATHS.resendConfirmation, search, { redirect })}>{t('account.links.resend')}</Link>
          </p>
        )}
        <Button type="submit" busy={account.busy}>
          {t('account.signIn.submit')}
        </Button>
      </form>
      <ul className="booking-account-links">
        {allowSignUp && (
          <li>
            <Link to={accountPath(PATHS.signUp, search, { redirect })}>{t('account.links.signUp')}</Link>
          </li>
        )}
        <li>
          <Link to={accountPath(PATHS.organisationSignIn, search, { redirect })}>{t('account.links.organisation')}</Link>
        </li>
        <li>
          <Link to={accountPath(PATHS.resendConfirmation, search, { redirect })}>{t('account.links.resend')}</Link>
        </li>
      </ul>
    </section>
  );
});

/** Signed in already: say as whom, and offer to go on or to sign out first. */
export const AlreadySignedIn = observer(function AlreadySignedIn() {
  const { session } = useStores();
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  return (
    <section className="booking-account" aria-labelledby="signed-in-title">
      <h1 id="signed-in-title" className="noren-page-title">
        {t('account.signedIn.title')}
      </h1>
      <p>{t('account.signedIn.as', { name: signedInName(session.user) })}</p>
      <ul className="booking-account-links">
        <li>
          <Link to={afterSignInPath(search)}>{t('account.signedIn.continue')}</Link>
        </li>
        <li>
          <Link to={accountPath(PATHS.signOut, search)}>{t('account.menu.signOut')}</Link>
        </li>
      </ul>
    </section>
  );
});
