// /review-reservation/{number}?hotelId= (part 1 §2, protected): the reservation with everything a
// guest may do to it. It opens with the e-mail kept from /search, the bypass_token of the
// confirmation link, or, after a reload, the e-mail asked for here. Part 1 §6: a guest signed in
// with another account is told to sign in correctly or sign out; agency bookings go to the agency.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button, ErrorBanner, Spinner, TextField, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { EMAIL_PATTERN } from '@noren/core/domain';
import { manageOf } from '@noren/core/stores';
import { AnswersSection } from './AnswersSection.tsx';
import { CancelSection } from './CancelSection.tsx';
import { GuestNamesSection } from './GuestNamesSection.tsx';
import { Notice } from './Notice.tsx';
import { ReceiptSection } from './ReceiptSection.tsx';
import { Refusal } from './Refusal.tsx';
import { ReservationFacts } from '../reservation/ReservationFacts.tsx';
import { UpdateSection } from './UpdateSection.tsx';
import { PATHS } from '../routes/paths.ts';
import { accountPath } from '../routes/accountPaths.ts';
import './manage.css';

export const ReviewReservationPage = observer(function ReviewReservationPage() {
  const stores = useStores();
  const { settings } = stores;
  const manage = manageOf(stores);
  const { t } = useTranslation('booking');
  const { number = '' } = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const hotelId = query.get('hotelId');
  const bypassToken = query.get('bypass_token');
  useDocumentTitle(t('manage.review.title'), settings.hotelName);

  useEffect(() => {
    void manage.open(hotelId, number, bypassToken ? { bypassToken } : {});
  }, [manage, hotelId, number, bypassToken]);

  const view = manage.view?.reservation_number === number || manage.number === number ? manage.view : null;
  const denial = manage.denial;
  return (
    <div className="booking-manage">
      <h1 className="noren-page-title">{t('manage.review.title')}</h1>
      {!manage.hasAccess && <AccessForm number={number} />}
      {manage.hasAccess && manage.loading && !view && <Spinner />}
      {denial === 'other_account' && <OtherAccount />}
      {denial === 'sign_in_required' && <SignInRequired />}
      {denial === 'travel_agency' && <Refusal reason="travel_agency" hotelUrl={typeof manage.loadError?.payload?.redirect_url === 'string' ? manage.loadError.payload.redirect_url : null} />}
      {!denial && manage.loadError && (manage.loadError.status === 404 ? <NotFound /> : <ErrorBanner error={manage.loadError} />)}
      {view && (
        <>
          {view.status === 'cancelled' && !manage.cancelResult && (
            <Notice tone="warning">
              <p>{t('manage.review.cancelled')}</p>
            </Notice>
          )}
          <ReservationFacts view={view} place="manage" />
          <UpdateSection />
          <GuestNamesSection />
          <AnswersSection />
          <ReceiptSection />
          <CancelSection />
        </>
      )}
    </div>
  );
});

/** After a reload the e-mail is gone (it is never in the address): ask for it again. */
const AccessForm = observer(function AccessForm({ number }: { number: string }) {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? (email.trim() === '' ? t('manage.find.emailRequired') : !EMAIL_PATTERN.test(email.trim()) ? t('manage.find.emailInvalid') : null) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (email.trim() === '' || !EMAIL_PATTERN.test(email.trim())) return;
    manage.setAccess({ email: email.trim() });
    await manage.reload();
  };
  return (
    <form className="booking-manage-form" onSubmit={submit} noValidate>
      <p>{t('manage.review.askEmail', { number })}</p>
      <TextField label={t('guest.email')} type="email" required autoComplete="email" maxLength={254} value={email} error={error} onChange={setEmail} />
      <Button type="submit" busy={manage.loading}>
        {t('manage.review.open')}
      </Button>
    </form>
  );
});

const NotFound = observer(function NotFound() {
  const { t } = useTranslation('booking');
  return (
    <div className="noren-error-banner" role="alert">
      <p className="noren-error-banner__text">{t('manage.find.notFound')}</p>
    </div>
  );
});

/** Part 1 §6: "A guest signed in with a different account is told to sign in correctly or sign out." */
const OtherAccount = observer(function OtherAccount() {
  const { session } = useStores();
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  return (
    <div className="noren-error-banner" role="alert">
      <p className="noren-error-banner__text">{t('manage.review.otherAccount')}</p>
      <div className="booking-manage-actions">
        {session.signedIn && (
          <Button
            variant="secondary"
            onClick={async () => {
              // Signing out alone is enough when the reservation was booked as a guest.
              await session.logout();
            }}
          >
            {t('manage.review.signOut')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={async () => {
            // The other account signs in from a clean slate, then comes back here.
            if (session.signedIn) await session.logout();
            void navigate(signInPath);
          }}
        >
          {t('manage.review.signIn')}
        </Button>
      </div>
    </div>
  );
});

/** The reservation was made by a member: only that member, signed in, may change it. */
const SignInRequired = observer(function SignInRequired() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  return (
    <div className="noren-error-banner" role="alert">
      <p className="noren-error-banner__text">{t('manage.review.signInRequired')}</p>
      <Button variant="secondary" onClick={() => void navigate(signInPath)}>
        {t('manage.review.signIn')}
      </Button>
    </div>
  );
});

/** /sign-in, coming back to this page afterwards. */
function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return accountPath(PATHS.signIn, search, { redirect: `${pathname}${search}` });
}
