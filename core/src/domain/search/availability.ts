// Which rooms and plans a search shows.
//
// Part 1 §4, word for word: "Tiers-mode availability: unless including occupied, undated or
// voucher, a plan is kept only if room_count is at most the lesser of sale_limit and
// plan_stock_count (no limit when sale_limit is absent); the room or plan must have room_count at
// least the searched room_count."
//
// Readings we chose where the sentence leaves room:
// - "room_count" in the first clause is the searched room_count (the rooms the guest wants).
// - An absent plan_stock_count is no limit either (part 2 §9: "inventory limit unlimited when
//   absent"), so with both absent a plan is limited only by its room's room_count.
// - The "unless" covers both clauses: an occupied-inclusive search exists to list sold-out rooms,
//   and undated or voucher searches have no dates to count rooms on.
// - The spec states the rule for tiers mode; ages mode applies the same rule, since a hotel would
//   not show a plan it cannot sell in either mode.
import { FEW_ROOMS_LEFT_THRESHOLD } from '../constants.ts';

export interface AvailabilitySearch {
  room_count: number;
  is_including_occupied: boolean;
  search_type: 'dated' | 'undated';
  mode: 'secret' | 'voucher' | null;
}

export interface AvailabilityPlan {
  sale_limit?: number | null;
  plan_stock_count?: number | null;
  /** Plan-level results (type plan) carry their own room_count. */
  room_count?: number | null;
}

export interface AvailabilityRoom<P extends AvailabilityPlan = AvailabilityPlan> {
  room_count: number;
  room_plan: P[];
}

function exempt(s: AvailabilitySearch): boolean {
  return s.is_including_occupied || s.search_type === 'undated' || s.mode === 'voucher';
}

/** The lesser of sale_limit and plan_stock_count; Infinity when neither limits. */
export function planLimit(plan: AvailabilityPlan): number {
  return Math.min(plan.sale_limit ?? Infinity, plan.plan_stock_count ?? Infinity);
}

export function keepPlan(plan: AvailabilityPlan, search: AvailabilitySearch): boolean {
  if (exempt(search)) return true;
  if (search.room_count > planLimit(plan)) return false;
  return plan.room_count == null || plan.room_count >= search.room_count;
}

export function keepRoom(room: { room_count: number }, search: AvailabilitySearch): boolean {
  return exempt(search) || room.room_count >= search.room_count;
}

/** Rooms with only the plans the rule keeps; a room left without plans is dropped. */
export function filterAvailableRooms<P extends AvailabilityPlan, R extends AvailabilityRoom<P>>(rooms: readonly R[], search: AvailabilitySearch): R[] {
  const out: R[] = [];
  for (const room of rooms) {
    if (!keepRoom(room, search)) continue;
    const plans = room.room_plan.filter((p) => keepPlan(p, search));
    if (plans.length > 0) out.push({ ...room, room_plan: plans });
  }
  return out;
}

/** Part 2 §9: the availability label shows when fewer than 10 rooms are left (and some are). */
export function isFewRoomsLeft(roomCount: number): boolean {
  return roomCount > 0 && roomCount < FEW_ROOMS_LEFT_THRESHOLD;
}
