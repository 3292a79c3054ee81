// Confirmation (part 1 §2 /reservation/confirmation/{number}?bypass_token=&email=, step 1 of the
// flow without payment): every display field of part 1 §3 "Reservation". Loaded lazily.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { reviewReservationPath } from '../routes/paths.ts';
import { ErrorBanner, Spinner, StepIndicator, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import type { ReservationView } from '@noren/core/domain';
import { toShownError, type ShownError } from '@noren/core/stores';
import { ReservationFacts } from '../reservation/ReservationFacts.tsx';
import { CARD_STEPS, NO_PAYMENT_STEPS } from '../guest/steps.ts';
import { KioskCode } from './KioskCode.tsx';

export const ConfirmationPage = observer(function ConfirmationPage() {
  const { api, session, settings, reservation, currency, analytics } = useStores();
  const { t } = useTranslation('booking');
  const { number = '' } = useParams();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const bypassToken = query.get('bypass_token');
  const email = query.get('email');
  const [view, setView] = useState<ReservationView | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  useDocumentTitle(t('confirmation.title'), settings.hotelName);
  const hotelId = session.hotelCode;

  useEffect(() => {
    if (!hotelId || !number) return;
    const controller = new AbortController();
    api.getReservation(hotelId, number, { bypassToken, email }, controller.signal).then(
      (v) => {
        setView(v);
        reservation.manage({ reservation_number: v.reservation_number, email: v.guest.email, token: bypassToken, mcp_currency: v.mcp_currency, checkin_date: v.checkin_date, checkout_date: v.checkout_date });
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setError(toShownError(e));
      },
    );
    return () => controller.abort();
  }, [api, hotelId, number, bypassToken, email, reservation]);

  const tracked = useRef(false);
  useEffect(() => {
    if (!view || tracked.current) return;
    tracked.current = true;
    void analytics?.pageView('confirmation', { reservationNumber: view.reservation_number });
  }, [view, analytics]);

  // Only a stay paid at the hotel skips the payment step (payment/choices.ts).
  const steps = (view && view.payment.type !== 'on_site' ? CARD_STEPS : NO_PAYMENT_STEPS).map((step) => t(`steps.${step}`));
  return (
    <div className="booking-confirmation">
      <StepIndicator steps={steps} current={steps.length - 1} />
      <h1 className="noren-page-title">{t('confirmation.title')}</h1>
      {error && <ErrorBanner error={error} />}
      {!view && !error && <Spinner />}
      {view && <ReservationDetails view={view} mcpShown={currency.mcpMode} />}
      {view && view.status !== 'cancelled' && <KioskCode hotelId={view.hotel.id} number={view.reservation_number} bypassToken={bypassToken} email={email} />}
      {view && bypassToken && (
        <p>
          <Link className="noren-button noren-button--secondary booking-link-button" to={reviewReservationPath(view.reservation_number, location.search, { hotelId: view.hotel.id, bypassToken })}>
            {t('manage.review.link')}
          </Link>
        </p>
      )}
    </div>
  );
});

function ReservationDetails({ view }: { view: ReservationView; mcpShown: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <div className="booking-confirmation__done" role="status">
        <p className="booking-confirmation__lead">{t('confirmation.thanks', { hotel: view.hotel.name })}</p>
        <p>
          {t('confirmation.number')}: <strong className="booking-confirmation__number">{view.reservation_number}</strong>
        </p>
        <p>{t('confirmation.mailSent', { email: view.guest.email })}</p>
      </div>
      <ReservationFacts view={view} place="confirmation" />
    </>
  );
}
