// /sign-up (part 1 §2 "Membership", §4 "Sign-up is provisional until the e-mail link is clicked",
// §5 password rules; part 2 §7.6 sign_up): name, e-mail, password twice, the promotions opt-in and
// the terms. On success the guest reads "check your mail" on /sign-up-result.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, ErrorBanner, TextField, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { PASSWORD_MIN_LENGTH } from '@noren/core/domain';
import type { SignUpInput } from './stores/forms.ts';
import { PATHS } from '../routes/paths.ts';
import { accountPath, redirectOf } from '../routes/accountPaths.ts';
import { AlreadySignedIn } from './SignInPage.tsx';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

const EMPTY: SignUpInput = { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '', promotionsOptIn: false, termsAccepted: false };

export const SignUpPage = observer(function SignUpPage() {
  const { settings, session } = useStores();
  const { account, problem } = useAccountForm('sign_up');
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [input, setInput] = useState<SignUpInput>(EMPTY);
  useDocumentTitle(t('account.signUp.title'), settings.hotelName);
  const set = <K extends keyof SignUpInput>(field: K) => (value: SignUpInput[K]) => setInput((old) => ({ ...old, [field]: value }));
  const redirect = redirectOf(search);
  const termsProblem = problem('terms');
  const signIn = settings.signInButton;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await account.signUp(input)) void navigate(accountPath(PATHS.signUpResult, search, { redirect }));
  };

  if (session.signedIn) return <AlreadySignedIn />;
  if (signIn && !signIn.allow_signup) {
    return (
      <section className="booking-account" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className="noren-page-title">
          {t('account.signUp.title')}
        </h1>
        <p role="status">{t('account.signUp.closed')}</p>
      </section>
    );
  }
  return (
    <section className="booking-account" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className="noren-page-title">
        {t('account.signUp.title')}
      </h1>
      <form className="booking-account-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('account.fields.firstName')} required autoComplete="given-name" maxLength={100} value={input.firstName} error={problem('firstName')} onChange={set('firstName')} />
        <TextField label={t('account.fields.lastName')} required autoComplete="family-name" maxLength={100} value={input.lastName} error={problem('lastName')} onChange={set('lastName')} />
        <TextField label={t('account.fields.email')} type="email" required autoComplete="email" maxLength={254} value={input.email} error={problem('email')} onChange={set('email')} />
        <TextField
          label={t('account.fields.newPassword')}
          description={t('account.signUp.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
          value={input.password}
          error={problem('password')}
          onChange={set('password')}
        />
        <TextField label={t('account.fields.passwordConfirmation')} type="password" required autoComplete="new-password" maxLength={128} value={input.passwordConfirmation} error={problem('passwordConfirmation')} onChange={set('passwordConfirmation')} />
        <label className="booking-account-check">
          <input type="checkbox" checked={input.promotionsOptIn} onChange={(e) => set('promotionsOptIn')(e.target.checked)} />
          <span>{t('account.signUp.promotions')}</span>
        </label>
        <div>
          <label className={termsProblem ? 'booking-account-check booking-account-check--invalid' : 'booking-account-check'}>
            <input
              type="checkbox"
              required
              aria-invalid={termsProblem ? true : undefined}
              aria-describedby={termsProblem ? 'sign-up-terms-error' : undefined}
              checked={input.termsAccepted}
              onChange={(e) => set('termsAccepted')(e.target.checked)}
            />
            <span>{t('account.signUp.terms')}</span>
          </label>
          {(signIn?.term_of_use_url || signIn?.privacy_url) && (
            <p>
              {signIn.term_of_use_url && (
                <a href={signIn.term_of_use_url} target="_blank" rel="noreferrer">
                  {t('guest.termsLink')}
                </a>
              )}{' '}
              {signIn.privacy_url && (
                <a href={signIn.privacy_url} target="_blank" rel="noreferrer">
                  {t('guest.privacyLink')}
                </a>
              )}
            </p>
          )}
          {termsProblem && (
            <p id="sign-up-terms-error" className="noren-field__error">
              {termsProblem}
            </p>
          )}
        </div>
        <ErrorBanner error={account.form === 'sign_up' ? account.error : null} />
        <Button type="submit" busy={account.busy}>
          {t('account.signUp.submit')}
        </Button>
      </form>
      <p>
        <Link to={accountPath(PATHS.signIn, search, { redirect })}>{t('account.links.haveAccount')}</Link>
      </p>
    </section>
  );
});
