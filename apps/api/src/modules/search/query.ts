// The search's query string (spec part 2 §7.3, part 1 §2 "Search-result query parameters") to a
// SearchInput. Shapes were checked by the JSON schema; this turns the strings into numbers and
// lists and resolves what needs the hotel (ages to age ranges), naming the field of any problem.
//
// QUERY-STRING ENCODING (our decision; the spec shows none):
//   Several rooms, each with its own guests, as bracketed keys with the room's index:
//     rooms[0][adults]=2&rooms[0][kids_tiers]=A:1,B:1&rooms[1][adults]=1&rooms[1][kids_ages]=4,7
//   keys per room: adults, children, kids_tiers, kids_age_range, kids_ages, and the stay's dates
//   checkin_date and checkout_date (part 2 §7.3 puts them in each room). Indexes run 0..n-1.
//   The rooms of one search share one stay: every room that gives a date gives the same one, and
//   the flat checkin/checkout, when also given, agree with them; otherwise 1000 names the first
//   room field that differs (reason dates_differ). A room's check-out must be after its check-in,
//   or equal to it for a day-use search (part 1: "day-use sets checkout equal to check-in"),
//   reasons checkout_before_checkin and checkout_not_after_checkin as for the flat dates.
//   One room may use the flat keys instead: adults=2&kids_tiers=A:1 (the widget's URL form).
//   kids_tiers and kids_age_range: comma list of code:count (A:1,B:2). kids_ages: comma list of
//   ages, mapped to the hotel's age range (kids tier) covering each age, first by sort order.
//   children alone (no tiers, ranges or ages): that many children of the hotel's first tier.
//   Code lists (room_type_codes, hotel_plan_codes, room_plan_codes; also the singular
//   room_type_code, ...): comma separated, or repeated keys. room_search_filters: comma list of ids.
import { compareDates, invalidField, isIsoDate, type KidsAgeRangeCount, type KidsTierCount, type SearchInput, type SearchRoom } from '@noren/core/domain';

export type RawQuery = Record<string, unknown>;

export interface AgeTier {
  code: string;
  age_from: number;
  age_to: number;
}

const ROOM_KEY = /^rooms\[(\d{1,2})\]\[(adults|children|kids_tiers|kids_age_range|kids_ages|checkin_date|checkout_date)\]$/;
export const MAX_ROOMS_IN_QUERY = 20;

function one(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length > 0 ? String(value[value.length - 1]) : undefined;
  return value === undefined || value === null ? undefined : String(value);
}

/** A comma list or repeated keys, trimmed, empty entries dropped, duplicates removed. */
export function codeList(query: RawQuery, ...keys: string[]): string[] | undefined {
  let found = false;
  const out: string[] = [];
  for (const key of keys) {
    const value = query[key];
    if (value === undefined) continue;
    found = true;
    for (const part of (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','))) {
      const code = part.trim();
      if (code !== '' && !out.includes(code)) out.push(code);
    }
  }
  return found ? out : undefined;
}

function counts(value: string | undefined, field: string): Array<{ code: string; n: number }> | undefined {
  if (value === undefined || value === '') return undefined;
  return value.split(',').map((part) => {
    const m = /^([A-Za-z0-9_-]{1,32}):(\d{1,3})$/.exec(part.trim());
    if (!m) throw invalidField(field, 'malformed_list');
    return { code: m[1], n: Number(m[2]) };
  });
}

function integer(value: unknown, field: string): number | undefined {
  const text = one(value);
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d{1,4}$/.test(text)) throw invalidField(field, 'invalid_count');
  return Number(text);
}

interface RoomParams {
  adults?: number;
  children?: number;
  kids_tiers?: string;
  kids_age_range?: string;
  kids_ages?: string;
  checkin_date?: string;
  checkout_date?: string;
}

function roomParams(query: RawQuery): Array<{ index: number; params: RoomParams }> | undefined {
  const rooms = new Map<number, RoomParams>();
  for (const [key, value] of Object.entries(query)) {
    const m = ROOM_KEY.exec(key);
    if (!m) continue;
    const index = Number(m[1]);
    const field = m[2] as keyof RoomParams;
    const params = rooms.get(index) ?? {};
    if (field === 'adults' || field === 'children') params[field] = integer(value, key);
    else if (field === 'checkin_date' || field === 'checkout_date') params[field] = roomDate(value, key);
    else params[field] = one(value);
    rooms.set(index, params);
  }
  if (rooms.size === 0) return undefined;
  const indexes = [...rooms.keys()].sort((a, b) => a - b);
  if (indexes.length > MAX_ROOMS_IN_QUERY) throw invalidField('rooms', 'too_many_rooms');
  indexes.forEach((index, i) => {
    if (index !== i) throw invalidField(`rooms[${i}]`, 'missing_room');
  });
  return indexes.map((index) => ({ index, params: rooms.get(index)! }));
}

const GUEST_KEYS = ['adults', 'children', 'kids_tiers', 'kids_age_range', 'kids_ages'] as const;

function roomDate(value: unknown, field: string): string | undefined {
  const date = one(value)?.trim();
  if (date === undefined || date === '') return undefined;
  if (!isIsoDate(date)) throw invalidField(field, 'invalid_date');
  return date;
}

/**
 * The one stay the rooms' dates describe (see the header), or the flat dates when no room gives
 * any. Never an answer for dates other than those asked: any disagreement is refused.
 */
function stayDates(rooms: Array<{ index: number; params: RoomParams }>, flat: { checkin?: string; checkout?: string }, dayUse: boolean): { checkin?: string; checkout?: string } {
  const agreed = (key: 'checkin_date' | 'checkout_date', flatValue: string | undefined): string | undefined => {
    let value: string | undefined;
    for (const { index, params } of rooms) {
      const given = params[key];
      if (given === undefined) continue;
      const expected = value ?? flatValue;
      if (expected !== undefined && expected !== given) throw invalidField(`rooms[${index}][${key}]`, 'dates_differ', { [key]: given, other: expected });
      value = given;
    }
    return value ?? flatValue;
  };
  const checkin = agreed('checkin_date', flat.checkin);
  const checkout = agreed('checkout_date', flat.checkout);
  const fromRooms = rooms.find(({ params }) => params.checkout_date !== undefined);
  if (fromRooms && checkin !== undefined && checkout !== undefined) {
    const field = `rooms[${fromRooms.index}][checkout_date]`;
    const order = compareDates(checkout, checkin);
    if (order < 0) throw invalidField(field, 'checkout_before_checkin');
    // Same day only for day use, and day use only the same day: as the flat dates (search/validate.ts).
    if ((order === 0) !== dayUse) throw invalidField(field, 'checkout_not_after_checkin');
  }
  return { checkin, checkout };
}

function toRoom(params: RoomParams, prefix: string, tiers: readonly AgeTier[]): Partial<SearchRoom> {
  const field = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  const kidsTiers: KidsTierCount[] = (counts(params.kids_tiers, field('kids_tiers')) ?? []).map((c) => ({ code: c.code, children: c.n }));
  const ranges: KidsAgeRangeCount[] = (counts(params.kids_age_range, field('kids_age_range')) ?? []).map((c) => ({ code: c.code, count: c.n }));
  if (params.kids_ages !== undefined && params.kids_ages !== '') {
    for (const part of params.kids_ages.split(',')) {
      if (!/^\d{1,2}$/.test(part.trim())) throw invalidField(field('kids_ages'), 'malformed_list');
      const age = Number(part.trim());
      const tier = tiers.find((t) => age >= t.age_from && age <= t.age_to);
      if (!tier) throw invalidField(field('kids_ages'), 'no_tier_for_age', { age });
      const range = ranges.find((r) => r.code === tier.code);
      if (range) range.count += 1;
      else ranges.push({ code: tier.code, count: 1 });
    }
  }
  const described = kidsTiers.reduce((n, t) => n + t.children, 0) + ranges.reduce((n, r) => n + r.count, 0);
  if (params.children !== undefined) {
    if (params.children < 0) throw invalidField(field('children'), 'invalid_count');
    if (described === 0 && params.children > 0) {
      // Children without tiers or ages: the hotel's first tier, the one its search form preselects.
      if (tiers.length === 0) throw invalidField(field('children'), 'children_not_accepted');
      kidsTiers.push({ code: tiers[0].code, children: params.children });
    } else if (described !== params.children) {
      throw invalidField(field('children'), 'does_not_match_kids');
    }
  }
  return { ...(params.adults !== undefined && { adults: params.adults }), kids_tiers: kidsTiers, kids_age_range: ranges };
}

const bool = (value: unknown): boolean | undefined => {
  const text = one(value);
  return text === undefined ? undefined : text === 'true' || text === '1';
};

const text = (value: unknown): string | undefined => {
  const t = one(value)?.trim();
  return t === undefined || t === '' ? undefined : t;
};

/** The search input of `query`; `tiers` are the hotel's kids tiers, in sort order. */
export function parseSearchQuery(query: RawQuery, tiers: readonly AgeTier[]): SearchInput {
  const rooms = roomParams(query);
  const flat = toRoom(
    { adults: integer(query.adults, 'adults'), children: integer(query.children, 'children'), kids_tiers: one(query.kids_tiers), kids_age_range: one(query.kids_age_range), kids_ages: one(query.kids_ages) },
    '',
    tiers,
  );
  const input: SearchInput = {
    type: one(query.type) as SearchInput['type'],
    search_type: one(query.search_type) === 'undated' ? 'undated' : 'dated',
    checkin: text(query.checkin),
    checkout: text(query.checkout),
    nights: integer(query.nights, 'nights'),
    is_day_use: bool(query.is_day_use),
    room_count: integer(query.room_count, 'room_count'),
    is_including_occupied: bool(query.is_including_occupied),
    order: one(query.order) as SearchInput['order'],
    mode: one(query.mode) as SearchInput['mode'],
    room_search_filters: codeList(query, 'room_search_filters', 'filter')?.map((id) => {
      if (!/^\d{1,9}$/.test(id)) throw invalidField('room_search_filters', 'malformed_list');
      return Number(id);
    }),
    promo_code: text(query.promo_code),
    coupon_code: text(query.coupon_code),
    voucher_coupon_code: text(query.voucher_coupon_code),
    room_type_codes: codeList(query, 'room_type_codes', 'room_type_code'),
    hotel_plan_codes: codeList(query, 'hotel_plan_codes', 'hotel_plan_code'),
    room_plan_codes: codeList(query, 'room_plan_codes', 'room_plan_code', 'room_plan_codes[]'),
    search_next_available_date_if_no_result: bool(query.search_next_available_date_if_no_result),
    dynamic_package: bool(query.dynamic_package),
  };
  // Rooms that carry only their dates leave the guests to the flat keys (adults=2&rooms[0][checkin_date]=…).
  const guestsPerRoom = rooms?.some(({ params }) => GUEST_KEYS.some((key) => params[key] !== undefined));
  if (rooms && guestsPerRoom) input.rooms = rooms.map(({ index, params }) => toRoom(params, `rooms[${index}]`, tiers));
  else Object.assign(input, flat);
  if (rooms) Object.assign(input, stayDates(rooms, { checkin: input.checkin ?? undefined, checkout: input.checkout ?? undefined }, input.is_day_use === true));
  for (const key of Object.keys(input) as Array<keyof SearchInput>) if (input[key] === undefined) delete input[key];
  return input;
}
