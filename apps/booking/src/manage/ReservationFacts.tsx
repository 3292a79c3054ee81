// Every display field of a reservation (part 1 §3 "Reservation"): stay, guests with children's
// ages, the person who booked, each room with its plan, rate, guest and cancellation policy lines,
// extras, answers and the price details. Texts are the confirmation page's.
import { useTranslation } from '@noren/core/ui';
import type { ReservationView } from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { fullName } from '../format/names.ts';
import { guestsText } from '../format/guests.ts';
import { PolicyLines } from '../guest/PolicySummary.tsx';

export function ReservationFacts({ view }: { view: ReservationView }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const money = (amount: number) => format.money(amount, view.currency);
  const s = view.summary;
  const g = view.guest;
  const ages = view.rooms.flatMap((r) => r.children).map((c) =>
    c.age !== null ? t('search.ageOption', { count: c.age }) : c.age_from !== null && c.age_to !== null ? t('confirmation.ageRange', { from: c.age_from, to: c.age_to }) : t('confirmation.ageUnknown'),
  );
  const name = (first: string, last: string) => fullName(first, last, format.language);
  return (
    <>
      <section className="booking-section" aria-labelledby="manage-stay">
        <h2 id="manage-stay" className="booking-section-title">
          {t('confirmation.stay')}
        </h2>
        <dl className="booking-details">
          <dt>{t('confirmation.number')}</dt>
          <dd className="booking-confirmation__number">{view.reservation_number}</dd>
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
          {view.lottery_result && (
            <>
              <dt>{t('manage.facts.lotteryEntry')}</dt>
              <dd>{view.lottery_result.entry_number}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="booking-section" aria-labelledby="manage-guest">
        <h2 id="manage-guest" className="booking-section-title">
          {t('guest.booker')}
        </h2>
        <dl className="booking-details">
          <dt>{t('confirmation.name')}</dt>
          <dd>
            {name(g.first_name, g.last_name)}
            {g.last_name_kana || g.first_name_kana ? ` (${name(g.first_name_kana ?? '', g.last_name_kana ?? '')})` : ''}
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
        <section key={room.index} className="booking-section" aria-labelledby={`manage-room-${room.index}`}>
          <h2 id={`manage-room-${room.index}`} className="booking-section-title">
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
            <dd>{name(room.guest.first_name, room.guest.last_name)}</dd>
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
        <section className="booking-section" aria-labelledby="manage-extras">
          <h2 id="manage-extras" className="booking-section-title">
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

      <section className="booking-section" aria-labelledby="manage-price">
        <h2 id="manage-price" className="booking-section-title">
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
          <dt>{t('manage.facts.paid')}</dt>
          <dd>{money(view.payment.charged_amount)}</dd>
          <dt>{t('confirmation.remaining')}</dt>
          <dd>{money(s.remaining_amount)}</dd>
          <dt className="booking-details__total">{t('summary.total')}</dt>
          <dd className="booking-details__total">{money(s.total)}</dd>
        </dl>
      </section>
    </>
  );
}
