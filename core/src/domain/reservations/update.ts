// What a guest may change in a reservation online, and until when (spec part 1 §4 "It can be
// updated (dates, guests, plan, fewer nights or rooms, original plans only) until an update
// deadline; after that, or when facility staff altered it, it cannot be updated or cancelled
// online", §5 "Update length of stay must be at least the original minimum nights").
//
// The update deadline. Our data has no update-deadline setting, so it is the earliest of:
//  - the end of free cancellation of every room's policy (the snapshot taken at booking): after
//    it, a shorter or cheaper stay would dodge the cancellation fee. A policy that is never free
//    (non-refundable, or no policy: 100%) has no online updates at all, as non-refundable rates
//    promise ("changes are charged in full");
//  - every original plan's booking deadline for the original check-in (booking_deadline_days at
//    booking_deadline_hour): an update re-sells the plan's nights, which the plan no longer sells
//    after it;
//  - the start of the check-in day in the hotel's time zone: like cancellation, never on the day.
import type { CancellationPolicyRules } from '../cancellation/fee.ts';
import { localInstant } from '../cancellation/zonedTime.ts';
import { addDays, compareDates, daysBetween, type IsoDate } from '../search/dates.ts';

export interface UpdateDeadlineRoom {
  policy: CancellationPolicyRules | null;
  bookingDeadlineDays: number;
  bookingDeadlineHour: number | null;
}

export interface UpdateDeadlineInput {
  checkinDate: IsoDate;
  timeZone: string;
  rooms: readonly UpdateDeadlineRoom[];
}

export type UpdateDeadlineSource = 'free_cancellation' | 'plan_booking_deadline' | 'checkin_day' | 'no_free_cancellation';

export interface UpdateDeadline {
  /** ISO instant after which no online update is accepted; null: never (no free cancellation). */
  at: string | null;
  source: UpdateDeadlineSource;
}

/**
 * When free cancellation ends under `policy` (the first instant the fee is above 0 after a 0%
 * period), as epoch ms; Infinity when it is free up to the stay; null when it is never free.
 * Tier starts as in cancellationFee: days_before N at its local time, same day at 00:00 of the
 * check-in day (unless a 0-day tier replaces it), no-show from the day after; 100% before all.
 */
export function freeCancellationEnds(policy: CancellationPolicyRules | null, checkinDate: IsoDate, timeZone: string): number | null {
  if (!policy) return null;
  const starts = policy.cancellation_policy_parts.map((p) => ({
    at: localInstant(addDays(checkinDate, -p.days_before), p.time_of_day ?? '00:00', timeZone).getTime(),
    percent: p.percentage_of_cost,
  }));
  if (!policy.cancellation_policy_parts.some((p) => p.days_before === 0)) {
    starts.push({ at: localInstant(checkinDate, '00:00', timeZone).getTime(), percent: policy.same_day_percentage_of_cost });
  }
  starts.push({ at: localInstant(addDays(checkinDate, 1), '00:00', timeZone).getTime(), percent: policy.no_show_percentage_of_cost });
  starts.sort((a, b) => a.at - b.at);
  let lastFree = -1;
  starts.forEach((s, i) => {
    if (s.percent === 0) lastFree = i;
  });
  if (lastFree < 0) return null;
  const next = starts.slice(lastFree + 1).find((s) => s.percent > 0);
  return next ? next.at : Number.POSITIVE_INFINITY;
}

/** The instant a plan stops selling a stay checking in on `checkinDate` (search/stay.ts planSellable). */
export function planBookingDeadline(checkinDate: IsoDate, days: number, hour: number | null, timeZone: string): number {
  const last = addDays(checkinDate, -days);
  return hour === null
    ? localInstant(addDays(last, 1), '00:00', timeZone).getTime()
    : localInstant(last, `${String(hour).padStart(2, '0')}:00`, timeZone).getTime();
}

export function updateDeadline(input: UpdateDeadlineInput): UpdateDeadline {
  const candidates: Array<{ at: number; source: UpdateDeadlineSource }> = [
    { at: localInstant(input.checkinDate, '00:00', input.timeZone).getTime(), source: 'checkin_day' },
  ];
  for (const room of input.rooms) {
    const free = freeCancellationEnds(room.policy, input.checkinDate, input.timeZone);
    if (free === null) return { at: null, source: 'no_free_cancellation' };
    if (Number.isFinite(free)) candidates.push({ at: free, source: 'free_cancellation' });
    candidates.push({ at: planBookingDeadline(input.checkinDate, room.bookingDeadlineDays, room.bookingDeadlineHour, input.timeZone), source: 'plan_booking_deadline' });
  }
  // Ties go to the first listed: the check-in day, then the policy, then the plan.
  const earliest = candidates.reduce((a, b) => (b.at < a.at ? b : a));
  return { at: new Date(earliest.at).toISOString(), source: earliest.source };
}

/** Why a reservation may not be updated online, in the order a guest should hear it. */
export type UpdateRefusal = 'cancelled' | 'travel_agency' | 'staff_altered' | 'payment_pending' | 'update_deadline_passed';

export interface UpdateState {
  status: 'done' | 'cancelled' | 'payment_pending';
  /** widget_to_agency: booked through a travel agency, which manages it (part 1 §4). */
  bookingMethod: string;
  staffAltered: boolean;
  deadline: UpdateDeadline;
  now: Date;
}

export function updateRefusal(s: UpdateState): UpdateRefusal | null {
  if (s.status === 'cancelled') return 'cancelled';
  if (s.bookingMethod === 'widget_to_agency') return 'travel_agency';
  if (s.staffAltered) return 'staff_altered';
  if (s.status === 'payment_pending') return 'payment_pending';
  if (s.deadline.at === null || s.now.getTime() >= Date.parse(s.deadline.at)) return 'update_deadline_passed';
  return null;
}

export interface OriginalRoom {
  room_index: number;
  room_plan_code: string;
}

export interface RequestedRoom {
  room_index: number;
  room_plan_code: string;
  adults: number;
  /** Children in the room, however given (tiers or ages). */
  children: number;
}

export interface UpdateRules {
  /** The longest min_nights of the original plans (part 1 §5). */
  minNights: number;
  /** Room plan codes of the original hotel plans that may be chosen. */
  planOptions: readonly string[];
  maxGuestsPerRoom: number;
  /** The hotel's today. */
  today: IsoDate;
}

export interface UpdateProblem {
  field: string;
  reason:
    | 'required' | 'cannot_add_rooms' | 'unknown_room' | 'duplicate_room' | 'not_original_plan' | 'below_min_nights'
    | 'checkout_not_after_checkin' | 'day_use_same_day' | 'in_the_past' | 'too_many_guests';
  [key: string]: unknown;
}

/**
 * What is wrong with a requested change, field by field (empty when nothing is). Rooms are named
 * by the original room_index they change; a room left out is removed; none may be added.
 */
export function checkUpdate(
  original: { isDayUse: boolean; rooms: readonly OriginalRoom[] },
  request: { checkin_date: IsoDate; checkout_date: IsoDate; rooms: readonly RequestedRoom[] },
  rules: UpdateRules,
): UpdateProblem[] {
  const problems: UpdateProblem[] = [];
  const { checkin_date: checkin, checkout_date: checkout } = request;
  if (compareDates(checkin, rules.today) < 0) problems.push({ field: 'checkin_date', reason: 'in_the_past' });
  if (original.isDayUse) {
    if (checkout !== checkin) problems.push({ field: 'checkout_date', reason: 'day_use_same_day' });
  } else if (compareDates(checkout, checkin) <= 0) {
    problems.push({ field: 'checkout_date', reason: 'checkout_not_after_checkin' });
  } else if (daysBetween(checkin, checkout) < rules.minNights) {
    problems.push({ field: 'checkout_date', reason: 'below_min_nights', min_nights: rules.minNights });
  }
  if (request.rooms.length === 0) problems.push({ field: 'rooms', reason: 'required' });
  if (request.rooms.length > original.rooms.length) problems.push({ field: 'rooms', reason: 'cannot_add_rooms', max_rooms: original.rooms.length });
  const seen = new Set<number>();
  request.rooms.forEach((room, i) => {
    if (!original.rooms.some((o) => o.room_index === room.room_index)) problems.push({ field: `rooms.${i}.room_index`, reason: 'unknown_room' });
    else if (seen.has(room.room_index)) problems.push({ field: `rooms.${i}.room_index`, reason: 'duplicate_room' });
    seen.add(room.room_index);
    if (!rules.planOptions.includes(room.room_plan_code)) problems.push({ field: `rooms.${i}.room_plan_code`, reason: 'not_original_plan' });
    if (room.adults + room.children > rules.maxGuestsPerRoom) {
      problems.push({ field: `rooms.${i}.adults`, reason: 'too_many_guests', max_guests_per_room: rules.maxGuestsPerRoom });
    }
  });
  return problems;
}

/** Whether the request changes anything at all (a quote of "no change" is fine; confirming it is not). */
export function changesSomething(
  original: { checkin_date: IsoDate; checkout_date: IsoDate; rooms: ReadonlyArray<RequestedRoom & { children_key: string }> },
  request: { checkin_date: IsoDate; checkout_date: IsoDate; rooms: ReadonlyArray<RequestedRoom & { children_key: string }> },
): boolean {
  if (original.checkin_date !== request.checkin_date || original.checkout_date !== request.checkout_date) return true;
  if (original.rooms.length !== request.rooms.length) return true;
  return request.rooms.some((r) => {
    const o = original.rooms.find((x) => x.room_index === r.room_index);
    return !o || o.room_plan_code !== r.room_plan_code || o.adults !== r.adults || o.children_key !== r.children_key;
  });
}

/** How the difference is settled: charged or refunded on the card that paid, or only the amount due at the hotel changes. */
export type UpdateSettlement = 'charge' | 'refund' | 'none';

export function settlementOf(paidByCard: boolean, difference: number): UpdateSettlement {
  if (!paidByCard || difference === 0) return 'none';
  return difference > 0 ? 'charge' : 'refund';
}
