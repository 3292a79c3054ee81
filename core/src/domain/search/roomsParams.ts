// The search's query parameters as the API reads them (apps/api/src/modules/search/query.ts), from
// criteria. One encoder for both sides: the booking app's client sends them, and the API builds the
// results page's inlined first search with the same function, so the two cannot drift.
import type { ResultType, SearchCriteria, SearchRoom } from './criteria.ts';

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** A room's children by tier as the API reads them: `A:1,B:2`. */
export const kidsTiersParam = (room: SearchRoom) => room.kids_tiers.filter((t) => t.children > 0).map((t) => `${t.code}:${t.children}`).join(',');
const kidsRanges = (room: SearchRoom) => room.kids_age_range.filter((a) => a.count > 0).map((a) => `${a.code}:${a.count}`).join(',');

/** One searched room as the API's bracketed keys (apps/api/src/modules/search/query.ts). */
export function roomParams(room: SearchRoom, index: number, out: QueryParams = {}): QueryParams {
  out[`rooms[${index}][adults]`] = room.adults;
  const tiers = kidsTiersParam(room);
  const ranges = kidsRanges(room);
  if (tiers) out[`rooms[${index}][kids_tiers]`] = tiers;
  if (ranges) out[`rooms[${index}][kids_age_range]`] = ranges;
  return out;
}

/** Codes as one comma list, or nothing. */
export const codesParam = (codes: readonly string[]) => (codes.length > 0 ? codes.join(',') : undefined);

/** The dates, order, mode and codes of a search, shared by the search and the price call. */
export function searchCommonParams(c: SearchCriteria): QueryParams {
  const out: QueryParams = {};
  if (c.search_type === 'undated') {
    out.search_type = 'undated';
    out.nights = c.nights ?? 1;
  } else {
    out.checkin = c.checkin ?? undefined;
    out.checkout = c.checkout ?? undefined;
  }
  if (c.is_day_use) out.is_day_use = true;
  if (c.mode) out.mode = c.mode;
  if (c.promo_code) out.promo_code = c.promo_code;
  if (c.coupon_code) out.coupon_code = c.coupon_code;
  if (c.voucher_coupon_code) out.voucher_coupon_code = c.voucher_coupon_code;
  return out;
}

/** GET /hotels/{id}/rooms for the criteria, by room or by plan. */
export function searchRoomsParams(c: SearchCriteria, opts: { type?: ResultType; mcpCurrency?: string | null } = {}): QueryParams {
  const out = searchCommonParams(c);
  out.type = opts.type ?? c.type;
  out.order = c.order;
  c.rooms.forEach((room, i) => roomParams(room, i, out));
  if (c.room_count !== c.rooms.length) out.room_count = c.room_count;
  if (c.is_including_occupied) out.is_including_occupied = true;
  if (c.room_search_filters.length > 0) out.room_search_filters = c.room_search_filters.join(',');
  out.room_type_codes = codesParam(c.room_type_codes);
  out.hotel_plan_codes = codesParam(c.hotel_plan_codes);
  out.room_plan_codes = codesParam(c.room_plan_codes);
  if (c.dynamic_package) out.dynamic_package = true;
  if (opts.mcpCurrency) out.mcp_currency = opts.mcpCurrency;
  return dropUndefined(out);
}

/**
 * The booking result page's search (part 2 §7.3): a dated search that finds nothing also asks for
 * the next check-in that has rooms, to offer it.
 */
export function resultPageSearchParams(c: SearchCriteria, mcpCurrency: string | null): QueryParams {
  const params = searchRoomsParams(c, { mcpCurrency });
  if (c.search_type === 'dated') params.search_next_available_date_if_no_result = true;
  return params;
}

/** GET /hotels/{id}/notifications for the results page's search (part 1 §4 "Notification filtering"). */
export function resultPageNotificationParams(c: SearchCriteria): QueryParams {
  return c.search_type === 'undated' ? { search_type: 'undated' } : dropUndefined({ checkin: c.checkin ?? undefined });
}

/** The same query, whatever the order of its keys and whether a value is a number or its text. */
export function sameQueryParams(a: QueryParams, b: QueryParams): boolean {
  const text = (q: QueryParams) =>
    Object.keys(q).filter((k) => q[k] !== undefined).sort().map((k) => `${k}=${String(q[k])}`).join('&');
  return text(a) === text(b);
}

function dropUndefined(q: QueryParams): QueryParams {
  for (const key of Object.keys(q)) if (q[key] === undefined || q[key] === '') delete q[key];
  return q;
}
