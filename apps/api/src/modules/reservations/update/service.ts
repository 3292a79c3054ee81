// Updating a reservation online (spec part 1 §4, §5, §6; part 2 §7.4 GET and PUT update_settings,
// §8.4 3013 3014 3016, §8.5 "Update deadline passed", "Price became cheaper or more expensive").
//
// A quote and a confirmed update run the same steps in ONE transaction, the hotel row lock first
// (as bookings take it), then the reservation row: give back what the reservation holds
// (releaseTaken), price the new stay with the booking's own engine (so the guest's own rooms count
// as free), and for a confirmed update take the new nights with conditional updates, rewrite the
// rooms and nights, record the update and queue its mail. A quote always rolls back.
//
// Money (payment calls never run inside the transaction, as in card-payment.ts):
//  - an increase on a card-paid reservation: the difference is authorised on card_token before
//    the transaction, the transaction checks it still prices the same and commits, then the
//    authorisation is captured; a rollback voids it. A capture that fails after commit leaves
//    the change and moves the difference to what is paid at the hotel (recorded as charge_failed);
//  - a decrease on a card-paid reservation is refunded after commit, newest payment first;
//  - anything else (on-site, deposit, guarantee, invoice...) only changes the amount due.
// Multi-currency is off for updates (part 1 §4): prices are in the hotel's currency.
import {
  changesSomething, checkUpdate, ErrorCode, NorenError, PAYMENT_TYPE_RULES, paymentDue, priceChange, settlementOf,
  type Clock, type CreateReservationRequest, type Language, type PriceBreakdown, type UpdateQuote, type UpdateRefusal, type UpdateRequest,
  type UpdateResult, type UpdateSettingsView,
} from '@noren/core/domain';
import type { Database, Executor } from '../../../db/database.ts';
import type { ReservationStaySnapshot } from '../../../db/schema/index.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import type { ReservationHooks } from '../hooks.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';
import { childrenOf, tierCounts, type ChildRow } from '../booking/children.ts';
import { toView } from '../view/display.ts';
import { priceBooking } from '../booking/pricing.ts';
import { sharedRefusal } from '../refusals.ts';
import { releaseTaken } from '../booking/release.ts';
import {
  deleteExtra, deleteNights, deleteRoom, findReservation, insertNights, insertUpdateRecord, loadGraph, loadKidsTiers, lockHotel, lockReservation,
  repriceExtra, updateRoom, updateStay, type ReservationGraph, type ReservationRow,
} from '../repository/index.ts';
import { openReservation, type Access } from '../access/open.ts';
import { combine, shortNights, takeCouponUse, takeExtras, takeInventory, takePlanStock, type NightNeed } from '../booking/stock.ts';
import { invalid } from '../booking/validate.ts';
import { loadUpdateContext, type PlanOption, type UpdateContext } from './context.ts';
import { authoriseDifference, captureDifference, refundDifference, type HeldCharge } from './settle.ts';

export type { Access };

// ---- GET update_settings ------------------------------------------------------------------------

const REASON_CODES: Record<UpdateRefusal, { code: number; message_key: string }> = {
  cancelled: { code: ErrorCode.invalid, message_key: 'codes.1000' },
  travel_agency: { code: ErrorCode.forbidden, message_key: 'codes.9403' },
  staff_altered: { code: ErrorCode.originalReservationChanged, message_key: 'codes.3014' },
  payment_pending: { code: ErrorCode.reservationBeingPaid, message_key: 'codes.3016' },
  update_deadline_passed: { code: ErrorCode.invalid, message_key: 'messages.updateDeadlinePassed' },
};

const paidByCard = (r: ReservationRow): boolean =>
  PAYMENT_TYPE_RULES[r.paymentType].charge === 'total' && r.paymentStatus === 'captured' && r.gatewayPaymentId !== null && r.chargeAmount > 0;

function settingsOf(hotel: HotelRow, g: ReservationGraph, ctx: UpdateContext): UpdateSettingsView {
  const r = g.reservation;
  const reason = ctx.refusal;
  return {
    reservation_number: r.reservationNumber,
    status: r.status,
    updatable: reason === null,
    reason,
    reason_code: reason ? REASON_CODES[reason].code : null,
    message_key: reason ? REASON_CODES[reason].message_key : null,
    redirect_url: reason === 'travel_agency' ? hotel.url : null,
    update_deadline_at: ctx.deadline.at,
    update_deadline_source: ctx.deadline.source,
    min_nights: r.isDayUse ? 0 : ctx.minNights,
    is_day_use: r.isDayUse,
    checkin_date: r.checkinDate,
    checkout_date: r.checkoutDate,
    nights: r.nights,
    currency: r.currency,
    total_price: r.totalPrice,
    payment_type: r.paymentType,
    paid_by_card: paidByCard(r),
    rooms: g.rooms.map((room) => ({
      room_index: room.roomIndex,
      room_type_code: room.roomTypeCode,
      room_plan_code: room.roomPlanCode,
      hotel_plan_code: room.hotelPlanCode,
      room_type_name: room.roomTypeName,
      plan_name: room.planName,
      adults: room.adults,
      children: room.children.length,
      kids_tiers: room.kidsTiers,
      kids_ages: room.children.map((c) => c.age),
      guest: { first_name: room.guestFirstName, last_name: room.guestLastName, first_name_kana: room.guestFirstNameKana, last_name_kana: room.guestLastNameKana },
    })),
    plan_options: ctx.options.map(({ ids: _i, room_type_translations: _t, plan_translations: _p, ...o }) => o),
    max_guests_per_room: hotel.maxGuestsPerRoom,
    can_remove_rooms: g.rooms.length > 1,
    can_reduce_nights: !r.isDayUse && r.nights > ctx.minNights,
  };
}

async function hotelOf(db: Executor, ref: string): Promise<HotelRow> {
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  return hotel;
}

export async function updateSettings(db: Executor, clock: Clock, hotelRef: string, number: string, access: Access): Promise<UpdateSettingsView> {
  const row = await openReservation(db, hotelRef, number, access);
  const hotel = await hotelOf(db, hotelRef);
  const g = await loadGraph(db, row);
  return settingsOf(hotel, g, await loadUpdateContext(db, hotel, g, clock.now()));
}

// ---- PUT update_settings ------------------------------------------------------------------------

export interface UpdateDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  /** The update mail is queued in the transaction; the sender is woken after commit. */
  hooks: ReservationHooks;
}

const PRICE_CHANGED_TEXT = {
  cheaper: 'The price has become cheaper because of a change in promotions. Please check the price and continue.',
  more_expensive: 'The price has become higher because of a change in promotions. Please check the price and continue.',
} as const;

function refusal(reason: UpdateRefusal, hotel: HotelRow, ctx: UpdateContext): NorenError {
  switch (reason) {
    case 'staff_altered':
    case 'payment_pending':
    case 'travel_agency':
      return sharedRefusal(reason, hotel.url);
    case 'cancelled':
      return new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'status', reason }, message: 'This reservation is cancelled and cannot be changed.' });
    case 'update_deadline_passed':
      return new NorenError(ErrorCode.invalid, {
        httpStatus: 422,
        payload: { field: 'checkin_date', reason, update_deadline_at: ctx.deadline.at, message_key: 'messages.updateDeadlinePassed' },
        message: 'The deadline for changing this reservation has passed.',
      });
  }
}

const beingUpdated = () => new NorenError(ErrorCode.reservationBeingUpdated, { httpStatus: 409, payload: { reason: 'changed_meanwhile' } });

const childrenKey = (children: readonly ChildRow[]) => children.map((c) => `${c.tier}:${c.age ?? ''}`).sort().join(',');

const snapshotOf = (r: { checkinDate: string; checkoutDate: string; totalPrice: number }, rooms: ReadonlyArray<{ roomIndex: number; roomPlanCode: string; adults: number; children: unknown[] }>): ReservationStaySnapshot => ({
  checkin_date: r.checkinDate,
  checkout_date: r.checkoutDate,
  total_price: r.totalPrice,
  rooms: rooms.map((x) => ({ room_index: x.roomIndex, room_plan_code: x.roomPlanCode, adults: x.adults, children: x.children.length })),
});

type Mode = 'quote' | 'check' | 'commit';

interface Applied {
  quote: UpdateQuote;
  reservationId: number;
  updatedAt: number;
  refund: { updateId: number; amount: number; currency: string } | null;
  chargeUpdateId: number | null;
}

/** Rolls a transaction back while handing out what it computed. */
class Rollback extends Error {
  constructor(readonly applied: Applied) {
    super('rollback');
  }
}

/**
 * The update's steps under the hotel lock. 'quote' and 'check' stop after pricing ('check' also
 * refuses what confirming would refuse); 'commit' writes. The caller rolls back the first two.
 */
async function apply(
  tx: Executor, deps: UpdateDeps, hotel: HotelRow, reservationId: number, body: UpdateRequest, mode: Mode,
  guard: { updatedAt: number; charge: HeldCharge | null } | null,
): Promise<Applied> {
  const now = deps.clock.now();
  await lockHotel(tx, hotel.id);
  // Re-read under the lock: a second update or a cancel waiting here sees the first one's outcome.
  await lockReservation(tx, reservationId);
  const current = (await findReservation(tx, { hotelId: hotel.id, id: reservationId }))!;
  if (guard && current.updatedAt.getTime() !== guard.updatedAt) throw beingUpdated();
  const g = await loadGraph(tx, current);
  const r = g.reservation;
  const ctx = await loadUpdateContext(tx, hotel, g, now);
  if (ctx.refusal) throw refusal(ctx.refusal, hotel, ctx);

  const tiers = await loadKidsTiers(tx, hotel.id);
  const options = new Map(ctx.options.map((o) => [o.room_plan_code, o]));
  const asked = body.rooms.map((room) => ({ room, children: childrenOf(room, tiers) }));
  const problems = checkUpdate(
    { isDayUse: r.isDayUse, rooms: g.rooms.map((x) => ({ room_index: x.roomIndex, room_plan_code: x.roomPlanCode })) },
    { checkin_date: body.checkin_date, checkout_date: body.checkout_date, rooms: asked.map(({ room, children }) => ({ room_index: room.room_index, room_plan_code: room.room_plan_code, adults: room.adults, children: children.length })) },
    { minNights: ctx.minNights, planOptions: [...options.keys()], maxGuestsPerRoom: hotel.maxGuestsPerRoom, today: ctx.today },
  );
  if (problems.length > 0) {
    const [{ field, reason, ...extra }] = problems;
    throw invalid(field, reason, { ...extra, problems }, problemText(field, reason));
  }
  asked.forEach(({ room }, i) => {
    if (room.room_type_code !== undefined && options.get(room.room_plan_code)!.room_type_code !== room.room_type_code) {
      throw invalid(`rooms.${i}.room_type_code`, 'room_type_mismatch', { room_type_code: options.get(room.room_plan_code)!.room_type_code });
    }
  });
  const same = !changesSomething(
    { checkin_date: r.checkinDate, checkout_date: r.checkoutDate, rooms: g.rooms.map((x) => ({ room_index: x.roomIndex, room_plan_code: x.roomPlanCode, adults: x.adults, children: x.children.length, children_key: childrenKey(x.children) })) },
    { checkin_date: body.checkin_date, checkout_date: body.checkout_date, rooms: asked.map(({ room, children }) => ({ room_index: room.room_index, room_plan_code: room.room_plan_code, adults: room.adults, children: children.length, children_key: childrenKey(children) })) },
  );
  if (same && mode !== 'quote') throw invalid('rooms', 'no_change', {}, 'Nothing would change. Please change the dates, guests, plan or rooms.');

  // Extras stay with their room; pricing numbers rooms by their place in the request.
  const position = new Map(body.rooms.map((room, i) => [room.room_index, i]));
  const keptExtras = g.extras.filter((e) => position.has(e.roomIndex));
  const priceBody = {
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    is_day_use: r.isDayUse,
    rooms: body.rooms.map((room) => ({ room_plan_code: room.room_plan_code, adults: room.adults, kids_tiers: room.kids_tiers, kids_ages: room.kids_ages })),
    coupon_code: r.couponCode,
    promo_code: r.promoCode,
    extras: keptExtras.map((e) => ({ extra_id: e.extraId, quantity: e.quantity, room: position.get(e.roomIndex)!, ...(e.stayDate && { date: e.stayDate }) })),
  } as unknown as CreateReservationRequest;

  await releaseTaken(tx, r.id);
  const lines = body.rooms.map((room) => options.get(room.room_plan_code)!);
  const price = await priceBooking(tx, deps.clock, hotel.id, priceBody).catch(async (error: unknown) => {
    if (error instanceof NorenError && error.payload?.reason === 'sold_out') throw await soldOut(tx, body, lines, null);
    throw error;
  });
  const total = price.prices.total_price;
  const difference = total - r.totalPrice;
  const byCard = paidByCard(r);
  const settlement = settlementOf(byCard, difference);
  if (settlement !== 'none' && r.chargeCurrency !== r.currency) {
    // The card paid in another currency at the booked rate; a difference in it is the hotel's to settle.
    throw invalid('rooms', 'multi_currency_payment', { charge_currency: r.chargeCurrency }, 'This reservation was paid in another currency. Please contact the hotel to change its price.');
  }
  const quote: UpdateQuote = {
    confirmed: false,
    reservation_number: r.reservationNumber,
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    nights: price.nights,
    currency: r.currency,
    price,
    total_price: total,
    previous_total_price: r.totalPrice,
    price_difference: difference,
    settlement,
    card_token_required: settlement === 'charge',
    update_deadline_at: ctx.deadline.at,
  };
  const applied: Applied = { quote, reservationId: r.id, updatedAt: r.updatedAt.getTime(), refund: null, chargeUpdateId: null };
  if (mode === 'quote') return applied;

  if (body.expected_total === undefined) throw invalid('expected_total', 'required', {}, 'expected_total is required to confirm: send the total of the quote.');
  const change = priceChange({ expectedTotal: body.expected_total, total });
  if (change) {
    throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'expected_total', reason: 'price_changed', ...change, price_difference: difference }, message: PRICE_CHANGED_TEXT[change.direction] });
  }
  if (settlement === 'charge' && !body.card_token && !guard?.charge) {
    throw invalid('card_token', 'required', { price_difference: difference, currency: r.currency }, 'The new price is higher: a card token is needed to pay the difference.');
  }
  if (mode === 'check') return applied;
  if (settlement === 'charge' && guard?.charge?.amount !== difference) throw beingUpdated();

  // Take the new nights, or refuse naming what is short (the release above rolls back with it).
  const roomNeeds: NightNeed[] = [];
  const planNeeds: NightNeed[] = [];
  price.rooms.forEach((line, i) => {
    for (const night of line.nights) {
      roomNeeds.push({ id: lines[i].ids.room_type_id, date: night.date, count: 1 });
      planNeeds.push({ id: lines[i].ids.plan_id, date: night.date, count: 1 });
    }
  });
  const shortRooms = await takeInventory(tx, combine(roomNeeds));
  const shortPlans = shortRooms.length === 0 ? await takePlanStock(tx, combine(planNeeds)) : [];
  if (shortRooms.length > 0 || shortPlans.length > 0) throw await soldOut(tx, body, lines, { rooms: shortRooms, plans: shortPlans });
  if (price.coupon && !(await takeCouponUse(tx, hotel.id, price.coupon.code))) {
    throw new NorenError(ErrorCode.couponUsageLimit, { payload: { field: 'coupon_code', reason: 'usage_limit', code: price.coupon.code, message_key: 'messages.couponUsageLimit' } });
  }
  const extraNeeds = new Map<number, number>();
  for (const e of keptExtras) extraNeeds.set(e.extraId, (extraNeeds.get(e.extraId) ?? 0) + e.quantity);
  const shortExtras = await takeExtras(tx, hotel.id, [...extraNeeds].map(([id, quantity]) => ({ id, quantity })));
  if (shortExtras.length > 0) throw new NorenError(ErrorCode.extrasLimitInsufficient, { payload: { field: 'extras', reason: 'sold_out', extra_id: shortExtras[0] } });

  await rewrite(tx, hotel, g, body, price, lines, asked.map((a) => a.children), keptExtras.map((e) => e.id));

  // The reservation row: the new stay and price, and what is paid where.
  const p = price.prices;
  const rule = PAYMENT_TYPE_RULES[r.paymentType];
  const refundAmount = settlement === 'refund' ? -difference : 0;
  const chargeAmount = r.chargeAmount + (settlement === 'charge' ? difference : 0) - refundAmount;
  const remainAmount = rule.charge === 'total' ? 0
    : rule.charge === 'deposit' ? Math.max(0, total - r.chargeAmount)
      : paymentDue(r.paymentType, { total, deposit: Math.min(p.deposit_amount, total) }).remaining;
  const discountTotal = p.brr_discount_amount + p.total_special_discount + p.promotion_discount_amount + p.coupon_discount_amount + p.voucher_coupon_discount_amount + p.rounding_discount.discount_amount;
  await updateStay(tx, r.id, {
    checkinDate: body.checkin_date,
    checkoutDate: body.checkout_date,
    nights: price.nights,
    adults: price.rooms.reduce((n, x) => n + x.adults, 0),
    children: price.rooms.reduce((n, x) => n + x.children, 0),
    mcpCurrency: null,
    exchangeRate: null,
    mcpTotalPrice: null,
    price,
    totalPrice: total,
    totalPriceWithoutTax: p.total_price_without_tax,
    tax: p.tax,
    accommodationTax: p.accommodation_tax,
    discountTotal,
    depositAmount: rule.charge === 'deposit' ? r.depositAmount : Math.min(p.deposit_amount, total),
    remainAmount,
    chargeAmount,
    updatedAt: now,
  });

  const after = await loadGraph(tx, (await findReservation(tx, { hotelId: hotel.id, id: r.id }))!);
  const updateId = await insertUpdateRecord(tx, {
    reservationId: r.id,
    before: snapshotOf(r, g.rooms),
    after: snapshotOf(after.reservation, after.rooms),
    priceDifference: difference,
    settlement: settlement === 'charge' ? 'charged' : settlement === 'refund' ? 'refund_pending' : 'none',
    paymentId: settlement === 'charge' ? guard!.charge!.paymentId : null,
    amount: settlement === 'charge' ? difference : refundAmount,
    currency: r.chargeCurrency,
    updatedBy: 'guest',
    createdAt: now,
  });
  await deps.hooks.inTransaction.queueMail(tx, { kind: 'update', reservationId: r.id, language: r.language, updateId });
  return {
    ...applied,
    quote: { ...quote, confirmed: true },
    refund: settlement === 'refund' ? { updateId, amount: refundAmount, currency: r.chargeCurrency } : null,
    chargeUpdateId: settlement === 'charge' ? updateId : null,
  };
}

/** Rooms are changed in place (their ids are kept: answers and attachments point at them); nights are replaced. */
async function rewrite(
  tx: Executor, hotel: HotelRow, g: ReservationGraph, body: UpdateRequest, price: PriceBreakdown, lines: readonly PlanOption[],
  children: readonly ChildRow[][], keptExtraIds: readonly number[],
): Promise<void> {
  const r = g.reservation;
  const language = r.language as Language;
  const kept = new Set(body.rooms.map((room) => room.room_index));
  for (const room of g.rooms) if (!kept.has(room.roomIndex)) await deleteRoom(tx, room.id);
  const keptIds = new Set(keptExtraIds);
  for (const e of g.extras) if (!keptIds.has(e.id)) await deleteExtra(tx, e.id);
  await deleteNights(tx, r.id);
  for (const [i, line] of price.rooms.entries()) {
    const info = lines[i];
    const original = g.rooms.find((x) => x.roomIndex === body.rooms[i].room_index)!;
    // The policy agreed at booking for this plan: from the booked room that had it (original plans only).
    const policy = g.rooms.find((x) => x.planId === info.ids.plan_id)?.cancellationPolicy ?? original.cancellationPolicy;
    await updateRoom(tx, original.id, {
      roomTypeId: info.ids.room_type_id,
      roomPlanId: info.ids.room_plan_id,
      planId: info.ids.plan_id,
      roomTypeCode: info.room_type_code,
      roomPlanCode: info.room_plan_code,
      hotelPlanCode: info.hotel_plan_code,
      roomTypeName: translated(info.room_type_translations, 'name', language, hotel.bookLanguages, info.room_type_code),
      planName: translated(info.plan_translations, 'name', language, hotel.bookLanguages, info.hotel_plan_code),
      adults: line.adults,
      children: children[i],
      kidsTiers: tierCounts(line.child_tiers),
      prices: line.prices,
      totalPrice: line.prices.total_price,
      cancellationPolicy: policy,
    });
    await insertNights(tx, line.nights.map((n) => ({
      reservationId: r.id, reservationRoomId: original.id, roomTypeId: info.ids.room_type_id, planId: info.ids.plan_id,
      stayDate: n.date, totalPrice: n.prices.total_price, prices: n.prices,
    })));
  }
  // Extras are priced anew with the stay (their lines carry the new amounts).
  for (const [i, line] of price.rooms.entries()) {
    const roomExtras = g.extras.filter((e) => keptIds.has(e.id) && e.roomIndex === body.rooms[i].room_index);
    for (const [k, e] of roomExtras.entries()) {
      const priced = line.extras[k];
      if (!priced) continue;
      await repriceExtra(tx, e.id, { unitPrice: priced.unit_price, priceWithoutTax: priced.prices.extra_price_without_tax, price: priced.prices.total_extra_price });
    }
  }
}

function problemText(field: string, reason: string): string {
  switch (reason) {
    case 'not_original_plan': return 'Only the plans of the original reservation can be chosen.';
    case 'cannot_add_rooms': return 'Rooms cannot be added to a reservation. Please make a new reservation for more rooms.';
    case 'below_min_nights': return 'The stay is shorter than the minimum number of nights of the plan.';
    default: return `${field} ${reason.replace(/_/g, ' ')}`;
  }
}

/** The 409 naming the nights short of rooms (or of plan stock), read without taking anything when not known. */
async function soldOut(tx: Executor, body: UpdateRequest, lines: readonly PlanOption[], known: { rooms: Array<{ id: number; date: string }>; plans: Array<{ id: number; date: string }> } | null): Promise<NorenError> {
  let short = known;
  if (!short) {
    const dates = stayDates(body.checkin_date, body.checkout_date);
    const rooms: NightNeed[] = [];
    const plans: NightNeed[] = [];
    lines.forEach((info) => {
      for (const date of dates) {
        rooms.push({ id: info.ids.room_type_id, date, count: 1 });
        plans.push({ id: info.ids.plan_id, date, count: 1 });
      }
    });
    short = await shortNights(tx, combine(rooms), combine(plans));
  }
  const dates = [...new Set([...short.rooms, ...short.plans].map((s) => s.date))].sort();
  const roomTypeCodes = [...new Set(short.rooms.map((s) => lines.find((l) => l.ids.room_type_id === s.id)?.room_type_code).filter((c): c is string => !!c))];
  const planCodes = [...new Set(short.plans.map((s) => lines.find((l) => l.ids.plan_id === s.id)?.hotel_plan_code).filter((c): c is string => !!c))];
  const first = lines.findIndex((l) => roomTypeCodes.includes(l.room_type_code) || planCodes.includes(l.hotel_plan_code));
  const when = dates.length > 0 ? dates.join(', ') : 'the selected dates';
  return new NorenError(ErrorCode.invalid, {
    httpStatus: 409,
    payload: { field: `rooms.${Math.max(first, 0)}.room_plan_code`, reason: 'sold_out', dates, room_type_codes: roomTypeCodes, hotel_plan_codes: planCodes },
    message: `Sold out: no room is left for ${when}. Please choose other dates or another room.`,
  });
}

function stayDates(checkin: string, checkout: string): string[] {
  if (checkout <= checkin) return [checkin];
  const out: string[] = [];
  for (let d = new Date(`${checkin}T00:00:00Z`); d.toISOString().slice(0, 10) < checkout && out.length < 400; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

/** Runs the steps and rolls them back, returning what they computed. */
async function dryRun(deps: UpdateDeps, hotel: HotelRow, reservationId: number, body: UpdateRequest, mode: 'quote' | 'check'): Promise<Applied> {
  try {
    await deps.db.transaction(async (tx) => {
      throw new Rollback(await apply(tx, deps, hotel, reservationId, body, mode, null));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.applied;
    throw error;
  }
  throw new Error('unreachable: the dry run always rolls back');
}

function checkDates(body: UpdateRequest): void {
  for (const field of ['checkin_date', 'checkout_date'] as const) {
    const d = body[field];
    const t = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== d) throw invalid(field, 'invalid_date');
  }
}

export async function updateReservation(deps: UpdateDeps, hotelRef: string, number: string, access: Access, body: UpdateRequest): Promise<UpdateQuote | UpdateResult> {
  const { db } = deps;
  const found = await openReservation(db, hotelRef, number, access);
  const hotel = await hotelOf(db, hotelRef);
  checkDates(body);
  if (!body.confirm) return (await dryRun(deps, hotel, found.id, body, 'quote')).quote;

  // Everything confirming would refuse is refused before any money moves.
  const checked = await dryRun(deps, hotel, found.id, body, 'check');
  let charge: HeldCharge | null = null;
  if (checked.quote.settlement === 'charge') {
    charge = await authoriseDifference(deps.payments, hotel.code, found, checked.quote.price_difference, body.card_token!);
  }
  let applied: Applied;
  try {
    applied = await db.transaction((tx) => apply(tx, deps, hotel, found.id, body, 'commit', { updatedAt: checked.updatedAt, charge }));
  } catch (error) {
    if (charge) await deps.payments.cancel(charge.paymentId).catch(() => undefined);
    throw error;
  }

  let status: UpdateResult['settlement_status'] = 'none';
  let charged = 0;
  let refunded = 0;
  if (charge && applied.chargeUpdateId !== null) {
    const ok = await captureDifference(deps, applied.reservationId, applied.chargeUpdateId, charge);
    status = ok ? 'charged' : 'charge_failed';
    charged = ok ? charge.amount : 0;
  }
  if (applied.refund) {
    const ok = await refundDifference(deps, applied.reservationId, applied.refund.updateId, applied.refund.amount, applied.refund.currency);
    status = ok ? 'refunded' : 'refund_failed';
    refunded = ok ? applied.refund.amount : 0;
  }
  deps.hooks.afterCommit.notify();
  const row = await findReservation(db, { hotelId: hotel.id, id: applied.reservationId });
  return { ...applied.quote, settlement_status: status, charged_amount: charged, refunded_amount: refunded, reservation: toView(await loadGraph(db, row!)) };
}
