// Every display field of a reservation (part 1 §3 "Reservation"): stay, guests with children's
// ages, the person who booked, each room with its plan, rate, guest and cancellation policy lines,
// extras, answers and the price details. Texts are the confirmation page's.
import { useTranslation } from '@noren/core/ui';
import type { ReservationView } from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { fullName } from '../format/names.ts';
import { guestsText } from '../format/guests.ts';
import { PolicyLines } from '../guest/PolicySummary.tsx';
import { BankTransferFacts } from './BankTransferFacts.tsx';
import { BookingSection } from './BookingSection.tsx';
import { Fact } from './Fact.tsx';
import { PaymentFacts } from './PaymentFacts.tsx';

export interface ReservationFactsProps {
  view: ReservationView;
  /**
   * The confirmation right after booking shows the number in its banner and lists the answers;
   * the manage page lists the number and the lottery entry, and edits the answers in a section of
   * its own. Both show what was paid and, once cancelled or changed, the fee and the refund.
   */
  place: 'confirmation' | 'manage';
}

export function ReservationFacts({ view, place }: ReservationFactsProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const manage = place === 'manage';
  const id = (part: string) => `${manage ? 'manage' : 'conf'}-${part}`;
  const money = (amount: number) => format.money(amount, view.currency);
  const less = (amount: number) => (amount > 0 ? `−${money(amount)}` : money(0));
  const s = view.summary;
  const g = view.guest;
  // An age given at booking, else the age range of the child's tier.
  const ages = view.rooms.flatMap((r) => r.children).map((c) =>
    c.age !== null ? t('search.ageOption', { count: c.age }) : c.age_from !== null && c.age_to !== null ? t('confirmation.ageRange', { from: c.age_from, to: c.age_to }) : t('confirmation.ageUnknown'),
  );
  const name = (first: string, last: string) => fullName(first, last, format.language);
  // Where the rest is paid: at the hotel unless the payment type says otherwise.
  const type = view.payment.type;
  const remainingLabel = type === 'bank_transfer' || type === 'deferred_payment'
    ? t(`confirmation.remainingBy.${type === 'bank_transfer' ? 'bank_transfer' : 'invoice'}`)
    : t('confirmation.remaining');
  return (
    <>
      <BookingSection id={id('stay')} title={t('confirmation.stay')}>
        <dl className="booking-details">
          {manage && (
            <>
              <dt>{t('confirmation.number')}</dt>
              <dd className="booking-confirmation__number">{view.reservation_number}</dd>
            </>
          )}
          <Fact label={t('confirmation.status')}>{t(`confirmation.statuses.${view.status}`)}</Fact>
          <Fact label={t('confirmation.hotel')}>{view.hotel.url ? <a href={view.hotel.url}>{view.hotel.name}</a> : view.hotel.name}</Fact>
          <Fact label={t('confirmation.checkin')}>{format.date(view.checkin_date, 'full')}</Fact>
          <Fact label={t('confirmation.checkout')}>{format.date(view.checkout_date, 'full')}</Fact>
          <Fact label={t('confirmation.nights')}>{view.is_day_use ? t('confirmation.dayUse') : t('results.nights', { count: view.nights })}</Fact>
          <Fact label={t('confirmation.rooms')}>{t('results.rooms', { count: view.rooms.length })}</Fact>
          <Fact label={t('confirmation.adults')}>{view.adults}</Fact>
          <Fact label={t('confirmation.children')}>{view.children > 0 ? `${view.children} (${ages.join(', ')})` : 0}</Fact>
          <Fact label={t('confirmation.payment')}>{t(`payment.${view.payment.type}`, { defaultValue: t('payment.other') })}</Fact>
          {view.coupon_code && <Fact label={t('coupon.label')}>{view.coupon_code}</Fact>}
          {manage && view.lottery_result && <Fact label={t('manage.facts.lotteryEntry')}>{view.lottery_result.entry_number}</Fact>}
        </dl>
      </BookingSection>

      <BookingSection id={id('guest')} title={t('guest.booker')}>
        <dl className="booking-details">
          <Fact label={t('confirmation.name')}>
            {name(g.first_name, g.last_name)}
            {g.last_name_kana || g.first_name_kana ? ` (${name(g.first_name_kana ?? '', g.last_name_kana ?? '')})` : ''}
          </Fact>
          <Fact label={t('guest.email')}>{g.email}</Fact>
          <Fact label={t('guest.phone')}>{g.phone}</Fact>
          {g.postal_code && <Fact label={t('guest.address')}>{[g.postal_code, g.prefecture_or_state, g.street_address, g.building_name_and_number].filter(Boolean).join(' ')}</Fact>}
          <Fact label={t('guest.notes')}>{view.notes || t('confirmation.none')}</Fact>
        </dl>
      </BookingSection>

      {view.bank_transfer && <BankTransferFacts id={id('transfer')} transfer={view.bank_transfer} number={view.reservation_number} />}

      {view.rooms.map((room) => (
        <BookingSection key={room.index} id={id(`room-${room.index}`)} title={<>{t('summary.room', { number: room.index + 1 })}: {room.room_type_name}</>}>
          <dl className="booking-details">
            <Fact label={t('confirmation.plan')}>{room.plan_name}</Fact>
            <Fact label={t('confirmation.roomType')}>{room.room_type_name}</Fact>
            <Fact label={t('confirmation.guests')}>{guestsText(t, room.adults, room.children.length)}</Fact>
            <Fact label={t('confirmation.roomGuest')}>{name(room.guest.first_name, room.guest.last_name)}</Fact>
            <Fact label={t('confirmation.roomRate')}>{money(room.room_rate)}</Fact>
          </dl>
          {room.cancellation_policy && (
            <div className="booking-policy">
              <h3 className="booking-policy__name">
                {t('policy.title')}: {room.cancellation_policy.name}
              </h3>
              <PolicyLines policy={{ ...room.cancellation_policy, description: '' }} />
            </div>
          )}
        </BookingSection>
      ))}

      {view.extras.length > 0 && (
        <BookingSection id={id('extras')} title={t('extras.title')}>
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
        </BookingSection>
      )}

      {!manage && view.answers.length > 0 && (
        <BookingSection id={id('answers')} title={t('questions.title')}>
          <dl className="booking-details">
            {view.answers.map((a) => (
              <div key={a.question_id} className="booking-details__pair">
                <Fact label={a.question}>{a.answer ?? a.options.join(', ')}</Fact>
              </div>
            ))}
          </dl>
        </BookingSection>
      )}

      <BookingSection id={id('price')} title={t('confirmation.price')}>
        <dl className="booking-details booking-details--money">
          <Fact label={t('confirmation.roomRate')}>{money(s.room_rate)}</Fact>
          <Fact label={t('summary.tax')}>{money(s.tax)}</Fact>
          <Fact label={t('summary.accommodationTax')}>{money(s.accommodation_tax)}</Fact>
          <Fact label={t('confirmation.serviceFee')}>{money(s.service_fee)}</Fact>
          <Fact label={t('extras.title')}>{money(s.extras)}</Fact>
          <Fact label={t('confirmation.subtotal')}>{money(s.subtotal)}</Fact>
          <Fact label={t('confirmation.discounts')}>{less(s.discounts)}</Fact>
          <Fact label={t('confirmation.pointDiscount')}>{less(s.point_discount)}</Fact>
          {s.deposit_percent !== null && <Fact label={t('confirmation.deposit', { percent: s.deposit_percent })}>{money(s.deposit_amount)}</Fact>}
          <PaymentFacts payment={view.payment} manage={manage} />
          <Fact label={remainingLabel}>{money(s.remaining_amount)}</Fact>
          <dt className="booking-details__total">{t('summary.total')}</dt>
          <dd className="booking-details__total">{money(s.total)}</dd>
        </dl>
      </BookingSection>
    </>
  );
}
