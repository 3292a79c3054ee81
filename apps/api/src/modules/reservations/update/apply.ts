// The update's steps sharing the hotel row (repository shareHotel), for a quote, a check and a confirmed update alike
// (service.ts runs the first two in a transaction it rolls back): what changes, re-pricing with the
// booking's engine, the price check, taking the new nights and writing the new stay.
import {
  invalidField, changesSomething, checkUpdate, ErrorCode, NorenError, PAYMENT_TYPE_RULES, paymentDue, priceChange, settlementOf,
  type CreateReservationRequest, type UpdateQuote, type UpdateRefusal, type UpdateRequest,
} from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import type { ReservationStaySnapshot } from '../../../db/schema/index.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { childrenOf, type ChildRow } from '../booking/children.ts';
import { priceBooking } from '../booking/pricing.ts';
import { PRICE_CHANGED_TEXT } from '../booking/price-check.ts';
import { sharedRefusal } from '../refusals.ts';
import { queueReservationMail } from '../mail-queue.ts';
import { releaseTaken } from '../booking/release.ts';
import { eachDate } from '../booking/sold-out.ts';
import { findReservation, insertUpdateRecord, loadGraph, loadKidsTiers, shareHotel, lockReservation, updateStay } from '../repository/index.ts';
import { combine, lockStock, takeCouponUse, takeExtras, takeInventory, takePlanStock, type NightNeed } from '../booking/stock.ts';
import { loadUpdateContext, type UpdateContext } from './context.ts';
import type { HeldCharge } from './settle.ts';
import { paidByCard } from './settings.ts';
import { rewrite } from './rewrite.ts';
import { soldOut } from './sold-out.ts';
import type { UpdateDeps } from './service.ts';

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

export type Mode = 'quote' | 'check' | 'commit';

export interface Applied {
  quote: UpdateQuote;
  reservationId: number;
  updatedAt: number;
  refund: { updateId: number; amount: number; currency: string } | null;
  chargeUpdateId: number | null;
}

/** Rolls a transaction back while handing out what it computed. */
export class Rollback extends Error {
  constructor(readonly applied: Applied) {
    super('rollback');
  }
}

/**
 * The update's steps, sharing the hotel row and holding the reservation's. 'quote' and 'check' stop after pricing ('check' also
 * refuses what confirming would refuse); 'commit' writes. The caller rolls back the first two.
 */
export async function apply(
  tx: Executor, deps: UpdateDeps, hotel: HotelRow, reservationId: number, body: UpdateRequest, mode: Mode,
  guard: { updatedAt: number; charge: HeldCharge | null } | null,
): Promise<Applied> {
  const now = deps.clock.now();
  await shareHotel(tx, hotel.id);
  // Re-read under the reservation's lock: a second update or a cancel waiting here sees the first one's outcome.
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
    throw invalidField(field, reason, { ...extra, problems }, problemText(field, reason));
  }
  asked.forEach(({ room }, i) => {
    if (room.room_type_code !== undefined && options.get(room.room_plan_code)!.room_type_code !== room.room_type_code) {
      throw invalidField(`rooms.${i}.room_type_code`, 'room_type_mismatch', { room_type_code: options.get(room.room_plan_code)!.room_type_code });
    }
  });
  const same = !changesSomething(
    { checkin_date: r.checkinDate, checkout_date: r.checkoutDate, rooms: g.rooms.map((x) => ({ room_index: x.roomIndex, room_plan_code: x.roomPlanCode, adults: x.adults, children: x.children.length, children_key: childrenKey(x.children) })) },
    { checkin_date: body.checkin_date, checkout_date: body.checkout_date, rooms: asked.map(({ room, children }) => ({ room_index: room.room_index, room_plan_code: room.room_plan_code, adults: room.adults, children: children.length, children_key: childrenKey(children) })) },
  );
  if (same && mode !== 'quote') throw invalidField('rooms', 'no_change', {}, 'Nothing would change. Please change the dates, guests, plan or rooms.');

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

  const lines = body.rooms.map((room) => options.get(room.room_plan_code)!);
  // The nights given back and those to take, locked together in the one order (booking/stock.ts)
  // before either: given back first and taken after, they would be locked in two passes.
  const nights = eachDate(body.checkin_date, body.checkout_date, r.isDayUse);
  await lockStock(
    tx,
    combine(lines.flatMap((l) => nights.map((date) => ({ id: l.ids.room_type_id, date, count: 1 })))),
    combine(lines.flatMap((l) => nights.map((date) => ({ id: l.ids.plan_id, date, count: 1 })))),
    r.id,
  );
  await releaseTaken(tx, r.id);
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
    throw invalidField('rooms', 'multi_currency_payment', { charge_currency: r.chargeCurrency }, 'This reservation was paid in another currency. Please contact the hotel to change its price.');
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

  if (body.expected_total === undefined) throw invalidField('expected_total', 'required', {}, 'expected_total is required to confirm: send the total of the quote.');
  const change = priceChange({ expectedTotal: body.expected_total, total });
  if (change) {
    throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'expected_total', reason: 'price_changed', ...change, price_difference: difference }, message: PRICE_CHANGED_TEXT[change.direction] });
  }
  if (settlement === 'charge' && !body.card_token && !guard?.charge) {
    throw invalidField('card_token', 'required', { price_difference: difference, currency: r.currency }, 'The new price is higher: a card token is needed to pay the difference.');
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
  await queueReservationMail(tx, deps.clock, { kind: 'update', reservationId: r.id, language: r.language, updateId });
  await deps.hooks.inTransaction.reservationChanged?.(tx, { reservationId: r.id, hotelId: r.hotelId, kind: 'updated' });
  return {
    ...applied,
    quote: { ...quote, confirmed: true },
    refund: settlement === 'refund' ? { updateId, amount: refundAmount, currency: r.chargeCurrency } : null,
    chargeUpdateId: settlement === 'charge' ? updateId : null,
  };
}

function problemText(field: string, reason: string): string {
  switch (reason) {
    case 'not_original_plan': return 'Only the plans of the original reservation can be chosen.';
    case 'cannot_add_rooms': return 'Rooms cannot be added to a reservation. Please make a new reservation for more rooms.';
    case 'below_min_nights': return 'The stay is shorter than the minimum number of nights of the plan.';
    default: return `${field} ${reason.replace(/_/g, ' ')}`;
  }
}
