// Staff sign-in: e-mail and password; a wrong one or a locked account is said next to the form
// and read out. Signed in, the console opens where the staff was sent from (or the reservations).
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, observer, TextField, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from './Feedback.tsx';
import { useStaff } from './hooks.ts';
import { keptSearch, PATHS } from './paths.ts';

export const SignInPage = observer(function SignInPage() {
  const { settings } = useStores();
  const staff = useStaff();
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useDocumentTitle(t('signIn.title'), settings.hotelName);
  useEffect(() => {
    void staff.restore();
  }, [staff]);

  const from = (location.state as { from?: string } | null)?.from ?? PATHS.reservations;
  const target = { pathname: from, search: keptSearch(location.search) };
  if (staff.signedIn) return <Navigate replace to={target} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await staff.signIn(email, password)) void navigate(target, { replace: true });
    else setPassword('');
  };

  return (
    <section className="admin-sign-in" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title" className="noren-page-title">
        {t('signIn.title')}
      </h1>
      <p className="noren-page-subtitle">{t('signIn.intro', { hotel: settings.hotelName })}</p>
      <form onSubmit={submit} noValidate className="admin-form">
        <TextField label={t('signIn.email')} type="email" autoComplete="username" required value={email} onChange={setEmail} />
        <TextField label={t('signIn.password')} type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
        <ErrorNote error={staff.signInError} />
        <Button type="submit" busy={staff.signingIn}>
          {t('signIn.submit')}
        </Button>
      </form>
    </section>
  );
});
