// Validation of a search (part 1 §5, part 2 §5). Each problem names the request field it is about,
// so the API answers code 1000 with { field, reason } and the widget can mark the input.
import { STAY_PLUS_FLIGHT_MAX_ROOMS } from '../constants.ts';
import { ErrorCode, NorenError } from '../errors/index.ts';
import { childrenInRoom, type SearchCriteria, type SearchRules } from './criteria.ts';
import { addDays, addMonths, compareDates, isIsoDate, type IsoDate } from './dates.ts';

export type SearchProblemReason =
  | 'required' | 'invalid_date' | 'checkout_before_checkin' | 'checkout_not_after_checkin' | 'date_in_past'
  | 'invalid_nights' | 'no_adults' | 'invalid_count' | 'too_many_guests' | 'too_many_children_per_adult'
  | 'too_many_rooms' | 'stay_plus_flight_room_limit' | 'undated_differing_guests' | 'undated_with_flight'
  | 'day_use_unavailable' | 'unknown_code' | 'reservable_period';

export interface SearchProblem {
  field: string;
  reason: SearchProblemReason;
  /** 1000 for every problem but the reservable period (1903). */
  code: number;
  payload?: Record<string, unknown>;
  /** Which room of a multi-room search, when the problem is about one. */
  room_index?: number;
}

function problem(field: string, reason: SearchProblemReason, extra: Partial<SearchProblem> = {}): SearchProblem {
  return { field, reason, code: ErrorCode.invalid, ...extra };
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * Every problem with `c`, in the order a guest would fix them (dates, then guests, then rooms);
 * empty when the search may run. `today` is the hotel's today (`todayInTimeZone`).
 */
export function validateSearch(c: SearchCriteria, rules: SearchRules, today: IsoDate): SearchProblem[] {
  const problems: SearchProblem[] = [];
  const undated = c.search_type === 'undated';

  if (undated) {
    if (!Number.isInteger(c.nights) || (c.nights ?? 0) < 1) problems.push(problem('nights', 'invalid_nights'));
    if (c.dynamic_package) problems.push(problem('search_type', 'undated_with_flight'));
    const first = c.rooms[0];
    const differs = c.rooms.some((r) => r.adults !== first.adults || childrenInRoom(r) !== childrenInRoom(first));
    if (differs) problems.push(problem('rooms', 'undated_differing_guests'));
  } else {
    problems.push(...dateProblems(c, rules, today));
  }

  c.rooms.forEach((room, i) => {
    const at = c.rooms.length > 1 ? { room_index: i } : {};
    const children = room.kids_tiers.map((t) => t.children).concat(room.kids_age_range.map((a) => a.count));
    if (!isCount(room.adults)) return void problems.push(problem('adults', 'invalid_count', at));
    if (!children.every(isCount)) return void problems.push(problem('children', 'invalid_count', at));
    if (rules.kidsTierCodes && room.kids_tiers.some((t) => !rules.kidsTierCodes!.includes(t.code))) {
      problems.push(problem('kids_tiers', 'unknown_code', at));
    }
    // Age ranges are named by the same codes (ages mode maps each child's age to a tier).
    if (rules.kidsTierCodes && room.kids_age_range.some((a) => !rules.kidsTierCodes!.includes(a.code))) {
      problems.push(problem('kids_age_range', 'unknown_code', at));
    }
    const kids = childrenInRoom(room);
    if (room.adults === 0) problems.push(problem('adults', 'no_adults', at));
    if (room.adults + kids > rules.maxGuestsPerRoom) {
      problems.push(problem('adults', 'too_many_guests', { ...at, payload: { max_guests_per_room: rules.maxGuestsPerRoom } }));
    }
    if (rules.maxChildrenPerAdult !== null && room.adults > 0 && kids > room.adults * rules.maxChildrenPerAdult) {
      problems.push(problem('children', 'too_many_children_per_adult', { ...at, payload: { max_children_per_adult: rules.maxChildrenPerAdult } }));
    }
  });

  if (!isCount(c.room_count) || c.room_count < 1) problems.push(problem('room_count', 'invalid_count'));
  const roomsAsked = Math.max(c.rooms.length, isCount(c.room_count) ? c.room_count : 0);
  const limit = rules.multiRoomsSearchEnabled ? Math.max(1, rules.multiRoomsSearchLimit) : 1;
  if (roomsAsked > limit) problems.push(problem('rooms', 'too_many_rooms', { payload: { multi_rooms_search_limit: limit } }));
  if (c.dynamic_package && roomsAsked > STAY_PLUS_FLIGHT_MAX_ROOMS) {
    problems.push(problem('rooms', 'stay_plus_flight_room_limit', { payload: { max_rooms: STAY_PLUS_FLIGHT_MAX_ROOMS } }));
  }
  return problems;
}

function dateProblems(c: SearchCriteria, rules: SearchRules, today: IsoDate): SearchProblem[] {
  const out: SearchProblem[] = [];
  if (!c.checkin) return [problem('checkin', 'required')];
  if (!isIsoDate(c.checkin)) return [problem('checkin', 'invalid_date')];
  if (!c.checkout) return [problem('checkout', 'required')];
  if (!isIsoDate(c.checkout)) return [problem('checkout', 'invalid_date')];
  if (c.is_day_use && !rules.dayUseSearchActive) out.push(problem('is_day_use', 'day_use_unavailable'));
  const order = compareDates(c.checkout, c.checkin);
  if (order < 0) out.push(problem('checkout', 'checkout_before_checkin'));
  // A 0-night stay is a day-use stay; without the flag it has no price to show.
  else if (order === 0 && !c.is_day_use) out.push(problem('checkout', 'checkout_not_after_checkin'));
  else if (order > 0 && c.is_day_use) out.push(problem('checkout', 'checkout_not_after_checkin'));
  const earliest = rules.yesterdayBookable ? addDays(today, -1) : today;
  if (compareDates(c.checkin, earliest) < 0) out.push(problem('checkin', 'date_in_past'));
  const months = rules.reservablePeriodMonths;
  if (months && months > 0) {
    // The whole stay must lie within the period: its last night, or the day itself for day use.
    const lastDay = order > 0 ? addDays(c.checkout, -1) : c.checkin;
    if (compareDates(lastDay, addMonths(today, months)) > 0) {
      out.push({ field: 'checkout', reason: 'reservable_period', code: ErrorCode.reservablePeriod, payload: { reservable_period_months: months } });
    }
  }
  return out;
}

/** The error the API answers for a problem: 1903 keeps its own payload, the rest carry field and reason. */
export function searchProblemError(p: SearchProblem): NorenError {
  if (p.code === ErrorCode.reservablePeriod) return new NorenError(p.code, { payload: p.payload });
  const payload: Record<string, unknown> = { field: p.field, reason: p.reason, ...p.payload };
  if (p.room_index !== undefined) payload.room_index = p.room_index;
  return new NorenError(p.code, { payload });
}

/** Throws the first problem as a NorenError; returns the criteria when there is none. */
export function assertValidSearch(c: SearchCriteria, rules: SearchRules, today: IsoDate): SearchCriteria {
  const [first] = validateSearch(c, rules, today);
  if (first) throw searchProblemError(first);
  return c;
}
