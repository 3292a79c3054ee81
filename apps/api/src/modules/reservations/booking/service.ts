// Booking a reservation (spec part 2 §7.4; part 1 §3, §4, §6); reading it is access/open.ts.
//
// A booking is ONE transaction, all or nothing:
//   1. lock the hotel row (repository.lockHotel): bookings of a hotel queue here;
//   2. claim the Idempotency-Key, if any (a racing twin finds it taken and replays the answer);
//   3. price the selection with the search module's own engine, under the lock, and refuse if the
//      total differs from what the guest saw (never a silent change);
//   4. take every night of every room, plan stock, the coupon's use and extras' stock with one
//      conditional update per table; anything short rolls the whole booking back;
//   5. write the reservation and its rooms, nights, extras and answers;
//   6. let the payment authorise (payment.ts), then store the answer for the key and commit.
// Pricing runs inside the lock on purpose: what is charged is what was priced at that instant.
import {
  asksForCard, bankTransferDueDate, ErrorCode, NorenError, paymentDue, todayInTimeZone, priceChange, resolveLanguage,
  type BankTransferView, type Clock, type CreateReservationRequest, type CreateReservationResponse, type DataEnvelope, type PriceBreakdown,
  type SoldOutPayload,
} from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database.ts';
import type { Principal } from '../../../fastify.d.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';
import { loadPolicies } from '../../policies/index.ts';
import { policyView } from '../../policies/index.ts';
import { childrenOf, tierCounts } from './children.ts';
import { toView } from '../view/display.ts';
import { accountOf, claimKey, findStoredAnswer, requestHash, seal, storeAnswer, unseal, type KeyScope } from './idempotency.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import { chargeCard, checkCardRequest, PENDING_WINDOW_MS, planCardCharge, savedCardIdOf, type CardCharge } from '../payment/card-payment.ts';
import { savedCardToken } from '../../saved-cards/index.ts';
import { bookingOwner, type BookingOwner } from './owner.ts';
import { searchViewerOf } from '../../search/index.ts';
import { waitForAnswer } from './idempotency.ts';
import { paymentFor, type Authorization, type BookingPayment, type PaymentContext } from '../payment/payment.ts';
import { priceBooking } from './pricing.ts';
import {
  findReservation, insertAnswers, insertExtras, insertNights, insertReservation, insertRoom, loadExtraNames, loadGraph,
  loadKidsTiers, loadQuestions, loadRoomPlans, lockHotel, moveStatus, type RoomPlanInfo,
} from '../repository/index.ts';
import { combine, shortNights, takeCouponUse, takeExtras, takeInventory, takePlanStock, type NightNeed } from './stock.ts';
import { hashToken, newBypassToken, newReservationNumber, normaliseEmail } from '../access/tokens.ts';
import { checkAnswers, checkGuests, checkPaymentFits, checkPaymentOffered, invalid } from './validate.ts';
import type { ReservationHooks } from '../hooks.ts';
import { linkBookingUploads } from './uploads.ts';

export interface CreateInput {
  hotelRef: string;
  body: CreateReservationRequest;
  requestedLanguage: string | null;
  clientAppId: number;
  /** The front end that sent it: booking, admin or kiosk. */
  channel: string;
  idempotencyKey: string | null;
  /** app.payments; card types need it. */
  gateway?: PaymentGateway;
  /** request.principal: a member or organisation user of the brand owns what they book. */
  viewer?: Principal | null;
  /** Mail, uploads and subscriptions, written in the booking's transaction (hooks.ts). */
  hooks: ReservationHooks;
}

/** What createReservation settled before the transaction: who owns the booking and which card token pays. */
interface Settled {
  owner: BookingOwner;
  /** The single-use token, or the gateway id of the member's saved card. */
  cardToken: string;
}

/** The booking's answer; a 3-D Secure challenge adds where to send the guest. */
export type CreateAnswer = CreateReservationResponse & {
  challenge_url?: string;
  payment_expires_at?: string | null;
  /** bank_transfer: the amount, when it must arrive and the hotel's account (also reservation.bank_transfer). */
  bank_transfer?: BankTransferView;
};

export interface CreateResult {
  status: number;
  /** The answer, or (a replayed card refusal) the error envelope first sent. */
  body: DataEnvelope<CreateAnswer>;
}

/** Thrown inside the transaction when the Idempotency-Key is already taken: roll back, then replay. */
class KeyTaken extends Error {}

const PRICE_CHANGED_TEXT = {
  cheaper: 'The price has become cheaper because of a change in promotions. Please check the price and continue.',
  more_expensive: 'The price has become higher because of a change in promotions. Please check the price and continue.',
} as const;

export async function createReservation(db: Database, clock: Clock, input: CreateInput): Promise<CreateResult> {
  const { body } = input;
  const hotel = await findHotel(db, input.hotelRef);
  if (!hotel) throw hotelNotFound(input.hotelRef);
  // Before anything about the body: an account of another brand must not even learn what it lacks.
  const owner = bookingOwner(hotel, input.viewer ?? null);
  const language = resolveLanguage(body.language ?? input.requestedLanguage, hotel.bookLanguages);
  checkGuests(body, hotel, language);
  const card = asksForCard(body.payment.type);
  const payment = paymentFor(body.payment.type);
  checkPaymentOffered(body.payment.type, hotel);
  if (card) checkCardRequest(body, hotel.currency, owner.memberId);
  if (card && !input.gateway) throw new Error('card payments need the payment gateway');
  const savedCardId = card ? body.payment.saved_card_id : null;
  const settled: Settled = {
    owner,
    cardToken: savedCardId ? await savedCardToken(db, hotel.id, owner.memberId!, savedCardIdOf(savedCardId)) : (body.payment.token ?? ''),
  };

  const scope: KeyScope | null = input.idempotencyKey
    ? { hotelId: hotel.id, clientAppId: input.clientAppId, account: accountOf(input.viewer), key: input.idempotencyKey }
    : null;
  const hash = requestHash(body);
  if (scope) {
    const replay = await replayFor(db, scope, hash);
    if (replay) return replay;
  }

  // Set once the payment authorised inside the transaction: settled after commit, voided if it rolls back.
  const held: { payment: { ctx: PaymentContext; auth: Authorization } | null; charge: CardCharge | null } = { payment: null, charge: null };
  let keyId: number | null = null;
  // Refuse a sold-out night before queueing on the hotel lock: under a rush for the last rooms the
  // losers then cost one read each instead of a turn under the lock (and a pooled connection).
  const early = await soldOutEarly(db, hotel.id, body);
  if (early) throw early;
  try {
    const result = await db.transaction(async (tx) => {
      await lockHotel(tx, hotel.id);
      keyId = scope ? await claimKey(tx, scope, hash, clock.now()) : null;
      if (scope && keyId === null) throw new KeyTaken();
      const booked = await book(tx, clock, hotel, body, { ...input, ...settled }, language, payment, (a) => (held.payment = a), card ? (c) => (held.charge = c) : null);
      // The confirmation commits with the booking or not at all (a card booking's, once paid).
      const { reservation } = booked.body.data;
      if (booked.body.data.status === 'done') await input.hooks.inTransaction.queueMail(tx, { kind: 'booking_confirmation', reservationId: reservation.id, language: reservation.language });
      // A card booking commits as payment_pending and stores its answer once the gateway answered.
      if (scope && keyId !== null && !card) {
        const stored = { data: { ...booked.body.data, bypass_token: null } };
        await storeAnswer(tx, keyId, { status: 201, body: stored, sealed: seal(booked.body.data.bypass_token, scope), reservationId: booked.body.data.reservation.id });
      }
      return booked;
    });
    if (held.payment) await payment.settle(held.payment.ctx, held.payment.auth);
    if (held.charge) return await chargeCard(db, clock, input.gateway!, { hotelId: hotel.id, hotelCode: hotel.code, booked: result, charge: held.charge, keyId, scope, hooks: input.hooks });
    return result;
  } catch (error) {
    if (held.payment) await payment.abandon(held.payment.ctx, held.payment.auth).catch(() => undefined);
    if (error instanceof KeyTaken && scope) {
      const replay = (await replayFor(db, scope, hash)) ?? (await waitForAnswer(db, scope, () => replayFor(db, scope, hash)));
      if (replay) return replay;
    }
    throw error;
  }
}

async function replayFor(db: Executor, scope: KeyScope, hash: string): Promise<CreateResult | null> {
  const stored = await findStoredAnswer(db, scope);
  if (!stored || stored.responseStatus === 0) return null;
  if (stored.requestHash !== hash) {
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 422,
      payload: { field: 'Idempotency-Key', reason: 'idempotency_key_reused' },
      message: 'This Idempotency-Key was already used for a different request; use a new key for a new booking',
    });
  }
  const body = stored.responseBody as unknown as CreateResult['body'];
  if ('errors' in body) return { status: stored.responseStatus, body };
  const token = stored.sealed ? unseal(stored.sealed, scope) : null;
  return { status: stored.responseStatus, body: { data: { ...body.data, bypass_token: token ?? '' } } };
}

async function book(
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
  const change = priceChange({
    expectedTotal: body.expected_total_price,
    total: price.prices.total_price,
    mcpCurrency: price.mcp_currency,
    expectedMcpTotal: body.mcp_currency ? (body.expected_mcp_total_price ?? null) : null,
    mcpTotal: price.prices.mcp_total_price?.cents ?? null,
  });
  if (change && change.expected_total_price === change.total_price && change.mcp_currency !== null) {
    // Only the rate moved: the guest rechecks the shown amounts; nothing is charged.
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 409,
      payload: { ...change, field: 'expected_mcp_total_price', reason: 'exchange_rate_changed', message_key: 'messages.exchangeRateUpdated' },
      message: 'The exchange rate has been updated. Please check the prices again.',
    });
  }
  if (change) {
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 409,
      payload: { field: 'expected_total_price', reason: 'price_changed', ...change },
      message: PRICE_CHANGED_TEXT[change.direction],
    });
  }

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
      roomTypeCode: info.room_type_code,
      roomPlanCode: info.room_plan_code,
      hotelPlanCode: info.hotel_plan_code,
      roomTypeName: translated(info.room_type_translations, 'name', language, hotel.bookLanguages, info.room_type_code),
      planName: translated(info.plan_translations, 'name', language, hotel.bookLanguages, info.hotel_plan_code),
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

/**
 * The sold-out refusal when a night of the selection has too few rooms (or plan stock) left, read
 * only. Nights without an inventory row and dates pricing would refuse are left to pricing, which
 * names them better.
 */
async function soldOutEarly(tx: Executor, hotelId: number, body: CreateReservationRequest, known?: ReadonlyMap<string, RoomPlanInfo>): Promise<NorenError | null> {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!valid(body.checkin_date) || !valid(body.checkout_date)) return null;
  const roomPlans = known ?? (await loadRoomPlans(tx, hotelId, body.rooms.map((r) => r.room_plan_code)));
  const dates = eachDate(body.checkin_date, body.checkout_date, body.is_day_use === true);
  const rooms: NightNeed[] = [];
  for (const r of body.rooms) {
    const info = roomPlans.get(r.room_plan_code);
    if (!info) return null;
    for (const date of dates) rooms.push({ id: info.room_type_id, date, count: 1 });
  }
  const needs = combine(rooms);
  if (needs.length === 0) return null;
  const result = await tx.execute(sql`
    select need.room_type_id as id, need.stay_date::text as date
      from unnest(${`{${needs.map((n) => n.id).join(',')}}`}::int[], ${`{${needs.map((n) => n.date).join(',')}}`}::date[], ${`{${needs.map((n) => n.count).join(',')}}`}::int[]) as need(room_type_id, stay_date, n)
      join inventory i on i.room_type_id = need.room_type_id and i.stay_date = need.stay_date
      where i.total - i.sold < need.n
      order by need.stay_date`);
  const short = (result as unknown as { rows: Array<{ id: number; date: string }> }).rows;
  return short.length > 0 ? soldOut(tx, body, roomPlans, { rooms: short, plans: [] }) : null;
}

function needsOf(price: PriceBreakdown, lines: readonly RoomPlanInfo[]): { rooms: NightNeed[]; plans: NightNeed[] } {
  const rooms: NightNeed[] = [];
  const plans: NightNeed[] = [];
  price.rooms.forEach((line, i) => {
    // A day-use stay holds its day's room: its one "night" is the check-in date.
    for (const night of line.nights) {
      rooms.push({ id: lines[i].room_type_id, date: night.date, count: 1 });
      plans.push({ id: lines[i].plan_id, date: night.date, count: 1 });
    }
  });
  return { rooms: combine(rooms), plans: combine(plans) };
}

/** The 409 that names the nights short of rooms (or of plan stock). */
async function soldOut(
  tx: Executor,
  body: CreateReservationRequest,
  roomPlans: ReadonlyMap<string, RoomPlanInfo>,
  known: { rooms: Array<{ id: number; date: string }>; plans: Array<{ id: number; date: string }> } | null,
): Promise<NorenError> {
  let short = known;
  if (!short) {
    const dates = eachDate(body.checkin_date, body.checkout_date, body.is_day_use === true);
    const rooms: NightNeed[] = [];
    const plans: NightNeed[] = [];
    for (const r of body.rooms) {
      const info = roomPlans.get(r.room_plan_code);
      if (!info) continue;
      for (const date of dates) {
        rooms.push({ id: info.room_type_id, date, count: 1 });
        plans.push({ id: info.plan_id, date, count: 1 });
      }
    }
    short = await shortNights(tx, combine(rooms), combine(plans));
  }
  const infos = [...roomPlans.values()];
  const dates = [...new Set([...short.rooms, ...short.plans].map((s) => s.date))].sort();
  const roomTypeCodes = [...new Set(short.rooms.map((s) => infos.find((i) => i.room_type_id === s.id)?.room_type_code).filter((c): c is string => !!c))];
  const planCodes = [...new Set(short.plans.map((s) => infos.find((i) => i.plan_id === s.id)?.hotel_plan_code).filter((c): c is string => !!c))];
  const firstRoom = body.rooms.findIndex((r) => {
    const info = roomPlans.get(r.room_plan_code);
    return info && (roomTypeCodes.includes(info.room_type_code) || planCodes.includes(info.hotel_plan_code));
  });
  const payload: SoldOutPayload = { field: `rooms.${Math.max(firstRoom, 0)}.room_plan_code`, reason: 'sold_out', dates, room_type_codes: roomTypeCodes, hotel_plan_codes: planCodes };
  const when = dates.length > 0 ? dates.join(', ') : 'the selected dates';
  return new NorenError(ErrorCode.invalid, {
    httpStatus: 409,
    payload: { ...payload },
    message: `Sold out: no room is left for ${when}. Please choose other dates or another room.`,
  });
}

function eachDate(checkin: string, checkout: string, dayUse: boolean): string[] {
  if (dayUse || checkout <= checkin) return [checkin];
  const out: string[] = [];
  for (let d = new Date(`${checkin}T00:00:00Z`); d.toISOString().slice(0, 10) < checkout && out.length < 400; d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

async function rateAt(tx: Executor, base: string, quote: string, now: Date): Promise<string | null> {
  const result = await tx.execute(sql`select x.rate::text as rate from exchange_rates x
    where x.base_currency = ${base} and x.quote_currency = ${quote} and x.effective_at <= ${now.toISOString()}::timestamptz
    order by x.effective_at desc limit 1`);
  return (result as unknown as { rows: Array<{ rate: string }> }).rows[0]?.rate ?? null;
}
