// Search criteria (part 1 §3) and their defaults (part 1 §4, part 2 §9).
import {
  DEFAULT_ADULTS, DEFAULT_CHECKIN_OFFSET_DAYS, DEFAULT_MAX_GUESTS_PER_ROOM, DEFAULT_RESULT_TYPE,
  DEFAULT_SEARCH_ORDER, DEFAULT_UNDATED_NIGHTS,
} from '../constants.ts';
import type { InitSettings } from '../contract/settings.ts';
import { addDays, isIsoDate, type IsoDate } from './dates.ts';

export const RESULT_TYPES = ['rooms', 'plan'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
export const SEARCH_ORDERS = ['recommended', 'price_low_to_high', 'price_high_to_low'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const SEARCH_MODES = ['secret', 'voucher'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export type SearchType = 'dated' | 'undated';

export interface KidsTierCount {
  code: string;
  children: number;
}

export interface KidsAgeRangeCount {
  code: string;
  count: number;
}

export interface SearchRoom {
  adults: number;
  kids_tiers: KidsTierCount[];
  kids_age_range: KidsAgeRangeCount[];
}

export interface SearchCriteria {
  type: ResultType;
  search_type: SearchType;
  /** null only for undated searches. */
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  /** Undated searches only: the length of stay asked for. */
  nights: number | null;
  is_day_use: boolean;
  rooms: SearchRoom[];
  /** Rooms wanted of one room type; the tiers-mode availability rule compares plans against it. */
  room_count: number;
  is_including_occupied: boolean;
  order: SearchOrder;
  mode: SearchMode | null;
  room_search_filters: number[];
  promo_code: string | null;
  coupon_code: string | null;
  voucher_coupon_code: string | null;
  room_type_codes: string[];
  hotel_plan_codes: string[];
  room_plan_codes: string[];
  search_next_available_date_if_no_result: boolean;
  /** Stay plus flight (dynamic_package); caps rooms at 5 and rules out undated search. */
  dynamic_package: boolean;
}

/** What a request may leave out; `applySearchDefaults` fills the rest. */
export type SearchInput = Partial<Omit<SearchCriteria, 'rooms'>> & {
  /** The single-room shorthand of the query string (adults=, kids_tiers=). */
  adults?: number;
  kids_tiers?: KidsTierCount[];
  kids_age_range?: KidsAgeRangeCount[];
  rooms?: Array<Partial<SearchRoom>>;
};

/** The hotel settings the search rules read, flattened from InitSettings. */
export interface SearchRules {
  checkinOffsetDays: number;
  yesterdayBookable: boolean;
  maxGuestsPerRoom: number;
  /** null: no limit. */
  maxChildrenPerAdult: number | null;
  multiRoomsSearchEnabled: boolean;
  multiRoomsSearchLimit: number;
  /** null or 0: no limit on how far ahead a stay may be booked. */
  reservablePeriodMonths: number | null;
  dayUseSearchActive: boolean;
  /** The hotel's kids tier codes; when given, other codes are refused. */
  kidsTierCodes?: readonly string[];
}

export const DEFAULT_SEARCH_RULES: SearchRules = {
  checkinOffsetDays: DEFAULT_CHECKIN_OFFSET_DAYS,
  yesterdayBookable: false,
  maxGuestsPerRoom: DEFAULT_MAX_GUESTS_PER_ROOM,
  maxChildrenPerAdult: null,
  multiRoomsSearchEnabled: false,
  multiRoomsSearchLimit: 1,
  reservablePeriodMonths: null,
  dayUseSearchActive: false,
};

export type SearchSettings = Pick<
  InitSettings,
  'max_guests_per_room' | 'kids_setting' | 'kids_tiers' | 'multi_rooms_search_enabled' | 'multi_rooms_search_limit'
  | 'day_use_search_active' | 'default_search_setting' | 'reservable_period_months'
>;

export function searchRulesFromSettings(s: SearchSettings): SearchRules {
  return {
    checkinOffsetDays: s.default_search_setting?.checkin_offset_days ?? DEFAULT_CHECKIN_OFFSET_DAYS,
    yesterdayBookable: s.default_search_setting?.yesterday_bookable ?? false,
    maxGuestsPerRoom: s.max_guests_per_room || DEFAULT_MAX_GUESTS_PER_ROOM,
    maxChildrenPerAdult: s.kids_setting?.max_children_per_adult ?? null,
    multiRoomsSearchEnabled: s.multi_rooms_search_enabled,
    multiRoomsSearchLimit: s.multi_rooms_search_limit,
    reservablePeriodMonths: s.reservable_period_months || null,
    dayUseSearchActive: s.day_use_search_active,
    kidsTierCodes: s.kids_tiers?.map((t) => t.code),
  };
}

function completeRoom(room: Partial<SearchRoom>): SearchRoom {
  return { adults: room.adults ?? DEFAULT_ADULTS, kids_tiers: room.kids_tiers ?? [], kids_age_range: room.kids_age_range ?? [] };
}

/**
 * Fills what the request left out: 2 adults; check-in `checkinOffsetDays` after today (the hotel's
 * today); checkout the day after check-in, or check-in itself for day use; undated 1 night; order
 * price_low_to_high; type rooms. Secret mode without hotel_plan_codes is dropped (part 1 §4).
 * Values given are kept as they are, even when invalid: `validateSearch` names what is wrong.
 */
export function applySearchDefaults(input: SearchInput, rules: Pick<SearchRules, 'checkinOffsetDays'>, today: IsoDate): SearchCriteria {
  const undated = input.search_type === 'undated';
  const isDayUse = !undated && input.is_day_use === true;
  const checkin = undated ? null : (input.checkin ?? addDays(today, rules.checkinOffsetDays));
  // A malformed check-in gets no derived checkout; validation reports the check-in.
  const derived = checkin !== null && isIsoDate(checkin) ? addDays(checkin, 1) : null;
  const checkout = undated || checkin === null ? null : isDayUse ? checkin : (input.checkout ?? derived);
  const rooms = input.rooms && input.rooms.length > 0
    ? input.rooms.map(completeRoom)
    : [completeRoom({ adults: input.adults, kids_tiers: input.kids_tiers, kids_age_range: input.kids_age_range })];
  const hotelPlanCodes = input.hotel_plan_codes ?? [];
  const mode = input.mode === 'secret' && hotelPlanCodes.length === 0 ? null : (input.mode ?? null);
  return {
    type: input.type ?? DEFAULT_RESULT_TYPE,
    search_type: undated ? 'undated' : 'dated',
    checkin,
    checkout,
    nights: undated ? (input.nights ?? DEFAULT_UNDATED_NIGHTS) : null,
    is_day_use: isDayUse,
    rooms,
    room_count: input.room_count ?? rooms.length,
    is_including_occupied: input.is_including_occupied ?? false,
    order: input.order ?? DEFAULT_SEARCH_ORDER,
    mode,
    room_search_filters: input.room_search_filters ?? [],
    promo_code: input.promo_code ?? null,
    coupon_code: input.coupon_code ?? null,
    voucher_coupon_code: input.voucher_coupon_code ?? null,
    room_type_codes: input.room_type_codes ?? [],
    hotel_plan_codes: hotelPlanCodes,
    room_plan_codes: input.room_plan_codes ?? [],
    search_next_available_date_if_no_result: input.search_next_available_date_if_no_result ?? false,
    dynamic_package: input.dynamic_package ?? false,
  };
}

export function childrenInRoom(room: SearchRoom): number {
  let n = 0;
  for (const t of room.kids_tiers) n += t.children;
  for (const a of room.kids_age_range) n += a.count;
  return n;
}
