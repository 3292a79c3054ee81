// A stored reservation as the guest sees it (spec part 1 §3 "Reservation" display fields). Built
// from the snapshot alone, so the confirmation shows what was booked even after rates, names or
// policies change. The booking's answer and GET both come from here, so they always agree.
import { paymentDue, type Language, type PriceFieldsWire, type ReservationRoomView, type ReservationSummary, type ReservationView } from '@noren/core/domain';
import { translated } from '../../hotels/index.ts';
import { bankTransferView } from './bank-transfer.ts';
import { paymentView } from './payment-view.ts';
import type { ReservationGraph } from '../repository/index.ts';

const discountsOf = (p: PriceFieldsWire): number =>
  p.brr_discount_amount + p.total_special_discount + p.promotion_discount_amount + p.coupon_discount_amount + p.voucher_coupon_discount_amount + p.rounding_discount.discount_amount;

function roomDiscounts(p: PriceFieldsWire): ReservationRoomView['discounts'] {
  const all: ReservationRoomView['discounts'] = [
    { type: 'special', discount_amount: p.brr_discount_amount + p.total_special_discount },
    { type: 'promotion', discount_amount: p.promotion_discount_amount },
    { type: 'coupon', discount_amount: p.coupon_discount_amount + p.voucher_coupon_discount_amount },
    { type: 'rounding', discount_amount: p.rounding_discount.discount_amount },
  ];
  return all.filter((d) => d.discount_amount > 0);
}

export function summaryOf(prices: PriceFieldsWire, paymentType: ReservationView['payment']['type'], depositBp: number | null): ReservationSummary {
  const discounts = discountsOf(prices);
  const due = paymentDue(paymentType, { total: prices.total_price, deposit: Math.min(prices.deposit_amount, prices.total_price) });
  return {
    room_rate: prices.original_price,
    tax: prices.tax,
    accommodation_tax: prices.accommodation_tax,
    service_fee: 0,
    extras: prices.total_extra_price,
    subtotal: prices.total_price_before_point_discount + discounts,
    discounts,
    point_discount: prices.spending_point_value,
    deposit_percent: paymentType === 'credit_card_deposit' && depositBp !== null ? depositBp / 100 : null,
    deposit_amount: paymentType === 'credit_card_deposit' ? prices.deposit_amount : 0,
    remaining_amount: due.remaining,
    total: prices.total_price,
  };
}

export function toView(g: ReservationGraph): ReservationView {
  const r = g.reservation;
  const language = r.language as Language;
  const nightsByRoom = new Map<number, ReservationGraph['nights']>();
  for (const n of g.nights) nightsByRoom.set(n.reservationRoomId, [...(nightsByRoom.get(n.reservationRoomId) ?? []), n]);
  const rooms: ReservationRoomView[] = g.rooms.map((room) => ({
    index: room.roomIndex,
    room_type_code: room.roomTypeCode,
    room_type_name: room.roomTypeName,
    room_plan_code: room.roomPlanCode,
    hotel_plan_code: room.hotelPlanCode,
    plan_name: room.planName,
    adults: room.adults,
    children: room.children,
    guest: { first_name: room.guestFirstName, last_name: room.guestLastName, first_name_kana: room.guestFirstNameKana, last_name_kana: room.guestLastNameKana },
    room_rate: room.prices.original_price,
    prices: room.prices,
    nights: (nightsByRoom.get(room.id) ?? []).map((n) => ({ date: n.stayDate, prices: n.prices })),
    discounts: roomDiscounts(room.prices),
    cancellation_policy: room.cancellationPolicy ?? null,
  }));
  const prices = r.price.prices;
  const booked = summaryOf(prices, r.paymentType, r.depositBp);
  // What pay links paid (modules/pay-links, settled through payment/link-settlement.ts) lowers what is left to pay.
  const summary = { ...booked, remaining_amount: Math.max(0, booked.remaining_amount - r.linkPaidAmount) };
  return {
    id: r.id,
    reservation_number: r.reservationNumber,
    status: r.status,
    booked_by: r.memberId !== null ? 'member' : r.organisationId !== null ? 'organisation' : 'guest',
    hotel: {
      id: g.hotel.id,
      code: g.hotel.code,
      name: translated(g.hotel.translations, 'hotel_name', language, g.hotel.book_languages as Language[], g.hotel.name),
      url: g.hotel.url,
      time_zone: g.hotel.time_zone,
    },
    language,
    currency: r.currency,
    mcp_currency: r.mcpCurrency,
    exchange_rate: r.exchangeRate,
    checkin_date: r.checkinDate,
    checkout_date: r.checkoutDate,
    is_day_use: r.isDayUse,
    nights: r.nights,
    adults: r.adults,
    children: r.children,
    children_ages: rooms.flatMap((room) => room.children.map((c) => c.age)),
    guest: {
      first_name: r.firstName,
      last_name: r.lastName,
      first_name_kana: r.firstNameKana,
      last_name_kana: r.lastNameKana,
      email: r.email,
      phone: r.phone,
      postal_code: r.postalCode,
      prefecture_or_state: r.prefectureOrState,
      street_address: r.streetAddress,
      building_name_and_number: r.buildingNameAndNumber,
    },
    notes: r.notes,
    booking_for_someone_else: r.bookingForSomeoneElse,
    payment: paymentView(g, summary.remaining_amount),
    bank_transfer: bankTransferView({
      paymentType: r.paymentType, createdAt: r.createdAt, checkinDate: r.checkinDate, remaining: summary.remaining_amount, currency: r.currency, language,
      hotel: { time_zone: g.hotel.time_zone, book_languages: g.hotel.book_languages as Language[], payment_options: g.hotel.payment_options },
    }),
    coupon_code: r.couponCode,
    rooms,
    extras: g.extras.map((e) => ({
      extra_id: e.extraId, code: e.code, name: e.name, room_index: e.roomIndex, date: e.stayDate, quantity: e.quantity,
      unit_price: e.unitPrice, price_without_tax: e.priceWithoutTax, price: e.price,
    })),
    answers: g.answers.map((a) => ({ question_id: a.questionId, question: a.question, answer: a.answerText, options: a.options, attachments: a.attachments })),
    prices,
    summary,
    cancellation_policy: rooms[0]?.cancellation_policy ?? null,
    booking_method: r.bookingMethod,
    channel: r.channel,
    lottery_result: r.lotteryEntryNumber ? { entry_number: r.lotteryEntryNumber } : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
