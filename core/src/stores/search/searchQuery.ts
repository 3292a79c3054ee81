// Search criteria to and from the search-result query parameters (spec part 1 §2). The spec names
// the parameters but not their encoding; ours:
//   lists (room_type_codes, hotel_plan_codes, room_plan_codes, filter)  comma lists
//   kids_tiers / kids_ages of the first room                             A:1,B:2 (code:count)
//   rooms, only for a multi-room search                                  JSON [{adults,kids_tiers,kids_age_range}]
//   booleans                                                             true, only when true
// Parameters the search does not read itself (utm, lottery, currency, ...) pass through untouched.
import { PASSTHROUGH_PARAMS, childrenInRoom, type Passthrough, type SearchCriteria } from '@noren/core/domain';

// Reading the address is pure and lives in core/domain (search/addressQuery.ts): the API reads a
// results URL with it to inline the first search (apps/api/src/booking-startup.ts).
export {
  CRITERIA_PARAMS, PASSTHROUGH_PARAMS, parseSearchQuery, type ParsedSearchQuery, type Passthrough,
} from '@noren/core/domain';

const codeCounts = (items: Array<{ code: string; n: number }>) => items.filter((i) => i.n > 0).map((i) => `${i.code}:${i.n}`).join(',');

/** The query of a search, in a stable order, without empty values. */
export function searchQueryPairs(c: SearchCriteria, passthrough: Passthrough = {}): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const put = (name: string, value: string | number | boolean | null | undefined) => {
    if (value === null || value === undefined || value === '' || value === false) return;
    out.push([name, String(value)]);
  };
  const first = c.rooms[0];
  if (c.search_type === 'undated') {
    put('search_type', 'undated');
    put('nights', c.nights);
  } else {
    put('checkin', c.checkin);
    put('checkout', c.checkout);
  }
  put('type', c.type);
  put('adults', first?.adults);
  put('children', c.rooms.reduce((n, r) => n + childrenInRoom(r), 0) || null);
  if (first) {
    put('kids_tiers', codeCounts(first.kids_tiers.map((t) => ({ code: t.code, n: t.children }))));
    put('kids_ages', codeCounts(first.kids_age_range.map((a) => ({ code: a.code, n: a.count }))));
  }
  if (c.rooms.length > 1) put('rooms', JSON.stringify(c.rooms));
  if (c.room_count !== c.rooms.length) put('room_count', c.room_count);
  put('is_day_use', c.is_day_use);
  put('is_including_occupied', c.is_including_occupied);
  put('filter', c.room_search_filters.join(','));
  put('order', c.order);
  put('mode', c.mode);
  put('promo_code', c.promo_code);
  put('coupon_code', c.coupon_code);
  put('voucher_coupon_code', c.voucher_coupon_code);
  put('room_type_codes', c.room_type_codes.join(','));
  put('hotel_plan_codes', c.hotel_plan_codes.join(','));
  put('room_plan_codes', c.room_plan_codes.join(','));
  put('dynamic_package', c.dynamic_package ? 'wbf' : null);
  for (const name of PASSTHROUGH_PARAMS) put(name, passthrough[name]);
  return out;
}

export function searchQueryString(c: SearchCriteria, passthrough: Passthrough = {}): string {
  return new URLSearchParams(searchQueryPairs(c, passthrough)).toString();
}
