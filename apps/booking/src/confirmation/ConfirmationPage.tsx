// Confirmation (part 1 §2 /reservation/confirmation/{number}?bypass_token=&email=, step 1 of the
// flow without payment): every display field of part 1 §3 "Reservation". Loaded lazily.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { reviewReservationPath } from '../routes/paths.ts';
import { ErrorBanner, Spinner, StepIndicator, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import type { ReservationView } from '@noren/core/domain';
import { toShownError, type ShownError } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { fullName } from '../format/names.ts';
import { guestsText } from '../format/guests.ts';
import { PolicyLines } from '../guest/PolicySummary.tsx';
import { CARD_STEPS, NO_PAYMENT_STEPS } from '../guest/steps.ts';

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
  const format = useFormat();
  const money = (amount: number) => format.money(amount, view.currency);
  const s = view.summary;
  const g = view.guest;
  // An age given at booking, else the age range of the child's tier.
  const ages = view.rooms.flatMap((r) => r.children).map((c) =>
    c.age !== null ? t('search.ageOption', { count: c.age }) : c.age_from !== null && c.age_to !== null ? t('confirmation.ageRange', { from: c.age_from, to: c.age_to }) : t('confirmation.ageUnknown'),
  );
  return (
    <>
      <div className="booking-confirmation__done" role="status">
        <p className="booking-confirmation__lead">{t('confirmation.thanks', { hotel: view.hotel.name })}</p>
        <p>
          {t('confirmation.number')}: <strong className="booking-confirmation__number">{view.reservation_number}</strong>
        </p>
        <p>{t('confirmation.mailSent', { email: g.email })}</p>
      </div>

      <section className="booking-section" aria-labelledby="conf-stay">
        <h2 id="conf-stay" className="booking-section-title">
          {t('confirmation.stay')}
        </h2>
        <dl className="booking-details">
          <dt>{t('confirmation.status')}</dt>
          <dd>{t(`confirmation.statuses.${view.status}`)}</dd>
          <dt>{t('confirmation.hotel')}</dt>
          <dd>{view.hotel.url ? <a href={view.hotel.url}>{view.hotel.name}</a> : view.hotel.name}</dd>
          <dt>{t('confirmation.checkin')}</dt>
          <dd>{format.date(view.checkin_date, 'full')}</dd>
          <dt>{t('confirmation.checkout')}</dt>
          <dd>{format.date(view.checkout_date, 'full')}</dd>
          <dt>{t('confirmation.nights')}</dt>
          <dd>{view.is_day_use ? t('confirmation.dayUse') : t('results.nights', { count: view.nights })}</dd>
          <dt>{t('confirmation.rooms')}</dt>
          <dd>{t('results.rooms', { count: view.rooms.length })}</dd>
          <dt>{t('confirmation.adults')}</dt>
          <dd>{view.adults}</dd>
          <dt>{t('confirmation.children')}</dt>
          <dd>{view.children > 0 ? `${view.children} (${ages.join(', ')})` : 0}</dd>
          <dt>{t('confirmation.payment')}</dt>
          <dd>{t(`payment.${view.payment.type}`, { defaultValue: t('payment.other') })}</dd>
          {view.coupon_code && (
            <>
              <dt>{t('coupon.label')}</dt>
              <dd>{view.coupon_code}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="booking-section" aria-labelledby="conf-guest">
        <h2 id="conf-guest" className="booking-section-title">
          {t('guest.booker')}
        </h2>
        <dl className="booking-details">
          <dt>{t('confirmation.name')}</dt>
          <dd>
            {fullName(g.first_name, g.last_name, format.language)}
            {g.last_name_kana || g.first_name_kana ? ` (${fullName(g.first_name_kana ?? '', g.last_name_kana ?? '', format.language)})` : ''}
          </dd>
          <dt>{t('guest.email')}</dt>
          <dd>{g.email}</dd>
          <dt>{t('guest.phone')}</dt>
          <dd>{g.phone}</dd>
          {g.postal_code && (
            <>
              <dt>{t('guest.address')}</dt>
              <dd>{[g.postal_code, g.prefecture_or_state, g.street_address, g.building_name_and_number].filter(Boolean).join(' ')}</dd>
            </>
          )}
          <dt>{t('guest.notes')}</dt>
          <dd>{view.notes || t('confirmation.none')}</dd>
        </dl>
      </section>

      {view.rooms.map((room) => (
        <section key={room.index} className="booking-section" aria-labelledby={`conf-room-${room.index}`}>
          <h2 id={`conf-room-${room.index}`} className="booking-section-title">
            {t('summary.room', { number: room.index + 1 })}: {room.room_type_name}
          </h2>
          <dl className="booking-details">
            <dt>{t('confirmation.plan')}</dt>
            <dd>{room.plan_name}</dd>
            <dt>{t('confirmation.roomType')}</dt>
            <dd>{room.room_type_name}</dd>
            <dt>{t('confirmation.guests')}</dt>
            <dd>{guestsText(t, room.adults, room.children.length)}</dd>
            <dt>{t('confirmation.roomGuest')}</dt>
            <dd>
              {fullName(room.guest.first_name, room.guest.last_name, format.language)}
            </dd>
            <dt>{t('confirmation.roomRate')}</dt>
            <dd>{money(room.room_rate)}</dd>
          </dl>
          {room.cancellation_policy && (
            <div className="booking-policy">
              <h3 className="booking-policy__name">
                {t('policy.title')}: {room.cancellation_policy.name}
              </h3>
              <PolicyLines policy={{ ...room.cancellation_policy, description: '' }} />
            </div>
          )}
        </section>
      ))}

      {view.extras.length > 0 && (
        <section className="booking-section" aria-labelledby="conf-extras">
          <h2 id="conf-extras" className="booking-section-title">
            {t('extras.title')}
          </h2>
          <ul className="booking-summary__lines">
            {view.extras.map((e, i) => (
              <li key={i} className="booking-summary__line">
                <span>
                  {e.name}
                  {e.date ? ` (${format.date(e.date, 'medium')})` : ''} × {e.quantity}
                </span>
                <span className="booking-summary__amount">{money(e.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {view.answers.length > 0 && (
        <section className="booking-section" aria-labelledby="conf-answers">
          <h2 id="conf-answers" className="booking-section-title">
            {t('questions.title')}
          </h2>
          <dl className="booking-details">
            {view.answers.map((a) => (
              <div key={a.question_id} className="booking-details__pair">
                <dt>{a.question}</dt>
                <dd>{a.answer ?? a.options.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="booking-section" aria-labelledby="conf-price">
        <h2 id="conf-price" className="booking-section-title">
          {t('confirmation.price')}
        </h2>
        <dl className="booking-details booking-details--money">
          <dt>{t('confirmation.roomRate')}</dt>
          <dd>{money(s.room_rate)}</dd>
          <dt>{t('summary.tax')}</dt>
          <dd>{money(s.tax)}</dd>
          <dt>{t('summary.accommodationTax')}</dt>
          <dd>{money(s.accommodation_tax)}</dd>
          <dt>{t('confirmation.serviceFee')}</dt>
          <dd>{money(s.service_fee)}</dd>
          <dt>{t('extras.title')}</dt>
          <dd>{money(s.extras)}</dd>
          <dt>{t('confirmation.subtotal')}</dt>
          <dd>{money(s.subtotal)}</dd>
          <dt>{t('confirmation.discounts')}</dt>
          <dd>{s.discounts > 0 ? `−${money(s.discounts)}` : money(0)}</dd>
          <dt>{t('confirmation.pointDiscount')}</dt>
          <dd>{s.point_discount > 0 ? `−${money(s.point_discount)}` : money(0)}</dd>
          {s.deposit_percent !== null && (
            <>
              <dt>{t('confirmation.deposit', { percent: s.deposit_percent })}</dt>
              <dd>{money(s.deposit_amount)}</dd>
            </>
          )}
          <dt>{t('confirmation.remaining')}</dt>
          <dd>{money(s.remaining_amount)}</dd>
          <dt className="booking-details__total">{t('summary.total')}</dt>
          <dd className="booking-details__total">{money(s.total)}</dd>
        </dl>
      </section>
    </>
  );
}
