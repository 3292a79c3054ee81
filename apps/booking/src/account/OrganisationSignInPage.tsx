// /organization-sign-in?organization_id= (part 1 §2 "Organisation"; part 2 §7.6 POST
// /hotels/{code}/organization/sign_in): the organisation's id (prefilled from the address), the
// account id and the password. An organisation user books for the organisation.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ErrorBanner, TextField, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { accountPath, afterSignInPath, redirectOf } from '../routes/accountPaths.ts';
import { AlreadySignedIn } from './SignInPage.tsx';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

export const OrganisationSignInPage = observer(function OrganisationSignInPage() {
  const { settings, session } = useStores();
  const { account, problem } = useAccountForm('organisation_sign_in');
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  const [organizationId, setOrganizationId] = useState(() => new URLSearchParams(search).get('organization_id') ?? '');
  const [accountId, setAccountId] = useState('');
  const [password, setPassword] = useState('');
  useDocumentTitle(t('account.organisation.title'), settings.hotelName);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await account.signInOrganisation(organizationId, accountId, password, afterSignInPath(search));
  };

  if (session.signedIn) return <AlreadySignedIn />;
  return (
    <section className="booking-account" aria-labelledby="organisation-title">
      <h1 id="organisation-title" className="noren-page-title">
        {t('account.organisation.title')}
      </h1>
      <form className="booking-account-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('account.fields.organisationId')} required autoComplete="organization" maxLength={64} value={organizationId} error={problem('organizationId')} onChange={setOrganizationId} />
        <TextField label={t('account.fields.accountId')} required autoComplete="username" maxLength={128} value={accountId} error={problem('accountId')} onChange={setAccountId} />
        <TextField label={t('account.fields.password')} type="password" required autoComplete="current-password" maxLength={128} value={password} error={problem('password')} onChange={setPassword} />
        <ErrorBanner error={account.form === 'organisation_sign_in' ? account.error : null} />
        <Button type="submit" busy={account.busy}>
          {t('account.signIn.submit')}
        </Button>
      </form>
      <p>
        <Link to={accountPath(PATHS.signIn, search, { redirect: redirectOf(search) })}>{t('account.links.member')}</Link>
      </p>
    </section>
  );
});
