// The booking's transaction, sharing the hotel row (service.ts takes it and claims the key): price
// the selection, check the price the guest saw, take the stock, write the reservation and its
// rooms, nights, extras and answers, then start the payment (a card's charge is planned here and
// made after commit) and answer with the booking as written.
import {
  bankTransferDueDate, ErrorCode, NorenError, paymentDue, todayInTimeZone, type resolveLanguage,
  type Clock, type CreateReservationRequest,
} from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';
import { loadPolicies } from '../../policies/index.ts';
import { policyView } from '../../policies/index.ts';
import { childrenOf, tierCounts } from './children.ts';
import { toView } from '../view/display.ts';
import { PENDING_WINDOW_MS, planCardCharge, type CardCharge } from '../payment/card-payment.ts';
import type { BookingOwner } from './owner.ts';
import { searchViewerOf } from '../../search/index.ts';
import type { Authorization, BookingPayment, PaymentContext } from '../payment/payment.ts';
import { priceBooking } from './pricing.ts';
import {
  findReservation, insertAnswers, insertExtras, insertNights, insertReservation, insertRoom, loadExtraNames, loadGraph,
  loadKidsTiers, loadQuestions, loadRoomPlans, moveStatus,
} from '../repository/index.ts';
import { takeCouponUse, takeExtras, takeInventory, takePlanStock } from './stock.ts';
import { hashToken, newBypassToken, newReservationNumber, normaliseEmail } from '../access/tokens.ts';
import { checkAnswers, checkPaymentFits } from './validate.ts';
import { invalidField as invalid } from '@noren/core/domain';
import { linkBookingUploads } from './uploads.ts';
import { roomNames } from './room-names.ts';
import { checkExpectedPrice } from './price-check.ts';
import { needsOf, soldOut, soldOutEarly } from './sold-out.ts';
import type { CreateInput, CreateResult } from './service.ts';

/** What createReservation settled before the transaction: who owns the booking and which card token pays. */
export interface Settled {
  owner: BookingOwner;
  /** The single-use token, or the gateway id of the member's saved card. */
  cardToken: string;
}

export async function book(
  tx: Executor,
  clock: Clock,
  hotel: HotelRow,
  body: CreateReservationRequest,
  input: CreateInput & Settled,
  language: ReturnType<typeof resolveLanguage>,
  payment: BookingPayment,
  onAuthorised: (a: { ctx: PaymentContext; auth: Authorization }) => void,
  onCardBooked: ((c: CardCharge) => void) | null,
): Promise<CreateResult> {
  const roomPlans = await loadRoomPlans(tx, hotel.id, body.rooms.map((r) => r.room_plan_code));
  const early = await soldOutEarly(tx, hotel.id, body, roomPlans);
  if (early) throw early;
  const tiers = await loadKidsTiers(tx, hotel.id);
  const price = await priceBooking(tx, clock, hotel.id, body, searchViewerOf(input.viewer ?? null)).catch(async (error: unknown) => {
    if (error instanceof NorenError && error.payload?.reason === 'sold_out') throw await soldOut(tx, body, roomPlans, null);
    throw error;
  });
  const lines = price.rooms.map((line) => roomPlans.get(line.room_plan_code)!);

  const cardCharge = onCardBooked ? planCardCharge(body, hotel.currency, price) : null;
  const chargeCurrency = cardCharge?.currency ?? price.mcp_currency ?? hotel.currency;
  checkPaymentFits(body.payment.type, lines.map((l) => l.payment_method), hotel.paymentOptions, price.prices.total_price, chargeCurrency, hotel.currency);
  const questions = await loadQuestions(tx, hotel.id, hotel.brandId);
  const answers = checkAnswers(body, questions, lines.map((l) => l.hotel_plan_code));

  // The price last: a guest fixes the form first, then confirms the new price.
  checkExpectedPrice(body, price);

  // Take everything, or refuse naming what was short.
  const { rooms: roomNeeds, plans: planNeeds } = needsOf(price, lines);
  const shortRooms = await takeInventory(tx, roomNeeds);
  const shortPlans = shortRooms.length === 0 ? await takePlanStock(tx, planNeeds) : [];
  if (shortRooms.length > 0 || shortPlans.length > 0) throw await soldOut(tx, body, roomPlans, { rooms: shortRooms, plans: shortPlans });
  if (price.coupon && !(await takeCouponUse(tx, hotel.id, price.coupon.code))) {
    throw new NorenError(ErrorCode.couponUsageLimit, { payload: { field: 'coupon_code', reason: 'usage_limit', code: price.coupon.code, message_key: 'messages.couponUsageLimit' } });
  }
  const extraNeeds = new Map<number, number>();
  for (const e of body.extras ?? []) extraNeeds.set(e.extra_id, (extraNeeds.get(e.extra_id) ?? 0) + e.quantity);
  const shortExtras = await takeExtras(tx, hotel.id, [...extraNeeds].map(([id, quantity]) => ({ id, quantity })));
  if (shortExtras.length > 0) {
    const index = (body.extras ?? []).findIndex((e) => e.extra_id === shortExtras[0]);
    throw new NorenError(ErrorCode.extrasLimitInsufficient, { payload: { field: `extras.${index}.quantity`, reason: 'sold_out', extra_id: shortExtras[0] } });
  }

  // Write the reservation.
  const now = clock.now();
  const transferDue = body.payment.type === 'bank_transfer' ? bankTransferDueDate(todayInTimeZone(now, hotel.timeZone), body.checkin_date) : null;
  if (body.payment.type === 'bank_transfer' && transferDue === null) {
    throw invalid('payment.type', 'bank_transfer_too_late', { payment_type: 'bank_transfer' }, 'A bank transfer cannot arrive in time before check-in; choose another payment method');
  }
  const token = newBypassToken();
  const deposit = Math.min(price.prices.deposit_amount, price.prices.total_price);
  const due = paymentDue(body.payment.type, { total: price.prices.total_price, deposit });
  const exchangeRate = price.mcp_currency && price.mcp_currency !== hotel.currency ? await rateAt(tx, hotel.currency, price.mcp_currency, now) : null;
  const guest = body.guest;
  const p = price.prices;
  const base = {
    hotelId: hotel.id,
    // A card booking holds its rooms as payment_pending until the gateway answers; the expiry
    // also covers a process that dies between commit and the gateway's answer (jobs/).
    status: cardCharge ? ('payment_pending' as const) : ('done' as const),
    paymentExpiresAt: cardCharge ? new Date(now.getTime() + PENDING_WINDOW_MS) : null,
    language,
    currency: hotel.currency,
    mcpCurrency: price.mcp_currency,
    exchangeRate,
    checkinDate: body.checkin_date,
    checkoutDate: body.checkout_date,
    isDayUse: body.is_day_use === true,
    nights: price.nights,
    adults: price.rooms.reduce((n, r) => n + r.adults, 0),
    children: price.rooms.reduce((n, r) => n + r.children, 0),
    firstName: guest.first_name.trim(),
    lastName: guest.last_name.trim(),
    firstNameKana: guest.first_name_kana?.trim() || null,
    lastNameKana: guest.last_name_kana?.trim() || null,
    email: guest.email.trim(),
    emailNormalised: normaliseEmail(guest.email),
    phone: guest.phone.trim(),
    postalCode: guest.postal_code?.trim() || null,
    prefectureOrState: guest.prefecture_or_state?.trim() || null,
    streetAddress: guest.street_address?.trim() || null,
    buildingNameAndNumber: guest.building_name_and_number?.trim() || null,
    notes: guest.notes?.trim() || null,
    bookingForSomeoneElse: guest.booking_for_someone_else === true,
    paymentType: body.payment.type,
    chargeAmount: cardCharge ? cardCharge.amount(due.chargeNow) : due.chargeNow,
    chargeCurrency,
    depositBp: body.payment.type === 'credit_card_deposit' ? (lines.find((l) => l.deposit_bp !== null)?.deposit_bp ?? null) : null,
    couponCode: price.coupon?.code ?? (body.coupon_code?.trim() || null),
    promoCode: body.promo_code?.trim() || null,
    lotteryEntryNumber: body.lottery_result?.entry_number ?? null,
    price,
    totalPrice: p.total_price,
    totalPriceWithoutTax: p.total_price_without_tax,
    tax: p.tax,
    accommodationTax: p.accommodation_tax,
    discountTotal: p.brr_discount_amount + p.total_special_discount + p.promotion_discount_amount + p.coupon_discount_amount + p.voucher_coupon_discount_amount + p.rounding_discount.discount_amount,
    depositAmount: deposit,
    remainAmount: due.remaining,
    mcpTotalPrice: p.mcp_total_price?.cents ?? null,
    bypassTokenHash: hashToken(token),
    memberId: input.owner.memberId,
    organisationId: input.owner.organisationId,
    organisationUserId: input.owner.organisationUserId,
    channel: input.channel,
    clientAppId: input.clientAppId > 0 ? input.clientAppId : null,
    createdAt: now,
    updatedAt: now,
  };
  let reservationId: number | null = null;
  let reservationNumber = '';
  for (let attempt = 0; attempt < 5 && reservationId === null; attempt++) {
    reservationNumber = newReservationNumber();
    reservationId = await insertReservation(tx, { ...base, reservationNumber });
  }
  if (reservationId === null) throw new Error('could not draw a free reservation number in 5 attempts');

  const policies = await loadPolicies(tx, hotel.id);
  const policyFor = (id: number | null) => {
    const row = policies.find((x) => x.id === id) ?? policies.find((x) => x.is_default);
    if (!row) return null;
    const v = policyView(row, hotel, language);
    return {
      code: v.code, name: v.name, cancel_before_at: v.cancel_before_at, cancellation_policy_parts: v.cancellation_policy_parts,
      no_show_percentage_of_cost: v.no_show_percentage_of_cost, same_day_percentage_of_cost: v.same_day_percentage_of_cost, lines: v.lines,
    };
  };
  for (const [i, line] of price.rooms.entries()) {
    const info = lines[i];
    const asked = body.rooms[i];
    const stayer = asked.guest ?? { first_name: guest.first_name, last_name: guest.last_name, first_name_kana: guest.first_name_kana, last_name_kana: guest.last_name_kana };
    const roomId = await insertRoom(tx, {
      reservationId,
      roomIndex: i,
      roomTypeId: info.room_type_id,
      roomPlanId: info.room_plan_id,
      planId: info.plan_id,
      ...roomNames(info, language, hotel),
      adults: line.adults,
      children: childrenOf(asked, tiers),
      kidsTiers: tierCounts(line.child_tiers),
      guestFirstName: stayer.first_name.trim(),
      guestLastName: stayer.last_name.trim(),
      guestFirstNameKana: stayer.first_name_kana?.trim() || null,
      guestLastNameKana: stayer.last_name_kana?.trim() || null,
      prices: line.prices,
      totalPrice: line.prices.total_price,
      cancellationPolicy: policyFor(info.cancellation_policy_id),
    });
    await insertNights(tx, line.nights.map((n) => ({ reservationId: reservationId!, reservationRoomId: roomId, roomTypeId: info.room_type_id, planId: info.plan_id, stayDate: n.date, totalPrice: n.prices.total_price, prices: n.prices })));
  }

  const names = await loadExtraNames(tx, hotel.id, (body.extras ?? []).map((e) => e.extra_id));
  const taken = new Map<number, number>();
  await insertExtras(tx, (body.extras ?? []).map((e) => {
    const room = e.room ?? 0;
    const k = taken.get(room) ?? 0;
    taken.set(room, k + 1);
    const priced = price.rooms[room].extras[k];
    const name = names.get(e.extra_id);
    return {
      reservationId: reservationId!, extraId: e.extra_id, code: name?.code ?? String(e.extra_id),
      name: name ? translated(name.translations, 'name', language, hotel.bookLanguages, name.code) : String(e.extra_id),
      roomIndex: room, stayDate: e.date ?? null, quantity: e.quantity, unitPrice: priced.unit_price,
      priceWithoutTax: priced.prices.extra_price_without_tax, price: priced.prices.total_extra_price,
    };
  }));
  await insertAnswers(tx, answers.map((a) => ({
    reservationId: reservationId!, questionId: a.question.id,
    question: translated(a.question.translations, 'title', language, hotel.bookLanguages, `#${a.question.id}`),
    answerText: a.answer, options: a.options, attachments: a.attachments, createdAt: now,
  })));
  await linkBookingUploads(tx, input.hooks, hotel.id, reservationId!, answers.map((a, i) => ({ questionId: a.question.id, ids: a.attachments, field: `answers.${i}.attachment_ids` })));
  if (body.email_consent === true) await input.hooks.inTransaction.subscribe(tx, { brandId: hotel.brandId, email: guest.email });

  if (cardCharge && onCardBooked) {
    onCardBooked({ ...cardCharge, reservationId, reservationNumber, amountDue: cardCharge.amount(due.chargeNow), type: body.payment.type, token: input.cardToken,
      // A saved card is kept already; a new one is kept only when the member asked.
      saveForMember: body.payment.save_card === true && !body.payment.saved_card_id ? input.owner.memberId : null,
    });
    const row = await findReservation(tx, { hotelId: hotel.id, id: reservationId });
    const view = toView(await loadGraph(tx, row!));
    return { status: 201, body: { data: { reservation_number: reservationNumber, bypass_token: token, status: view.status, reservation: view } } };
  }
  const ctx: PaymentContext = { reservationId, reservationNumber, type: body.payment.type, amount: due.chargeNow, currency: chargeCurrency, token: body.payment.token ?? null };
  const auth = await payment.authorize(tx, ctx);
  onAuthorised({ ctx, auth });
  if (auth.status !== 'done' || auth.paymentStatus !== null) {
    // Through the transition tables like every status write: an authorisation may only record a
    // payment the table knows (a non-card booking is written done, with no payment).
    await moveStatus(tx, reservationId, { status: 'done', payment: null }, { status: auth.status, payment: auth.paymentStatus }, now, {
      gatewayPaymentId: auth.gatewayPaymentId, paymentExpiresAt: auth.expiresAt,
    });
  }

  const row = await findReservation(tx, { hotelId: hotel.id, id: reservationId });
  const view = toView(await loadGraph(tx, row!));
  const transfer = view.bank_transfer ? { bank_transfer: view.bank_transfer } : {};
  return { status: 201, body: { data: { reservation_number: reservationNumber, bypass_token: token, status: view.status, reservation: view, ...transfer } } };
}

async function rateAt(tx: Executor, base: string, quote: string, now: Date): Promise<string | null> {
  const result = await tx.execute(sql`select x.rate::text as rate from exchange_rates x
    where x.base_currency = ${base} and x.quote_currency = ${quote} and x.effective_at <= ${now.toISOString()}::timestamptz
    order by x.effective_at desc limit 1`);
  return (result as unknown as { rows: Array<{ rate: string }> }).rows[0]?.rate ?? null;
}
