// Search criteria from the search-result query parameters (spec part 1 §2); the encoding is
// described in core/stores/search/searchQuery.ts, which writes it. Pure, so the booking app and the
// API (which inlines the results page's first search) read an address the same way.
import {
  RESULT_TYPES, SEARCH_MODES, SEARCH_ORDERS,
  type KidsAgeRangeCount, type KidsTierCount, type SearchInput, type SearchRoom,
} from './criteria.ts';

/** Search-result parameters carried along but not part of the criteria. */
export const PASSTHROUGH_PARAMS = [
  'price_displayed_total', 'currency', 'mcp_currency', 'metasearch_source', 'google_site', 'google_promo_code',
  'lottery_event', 'current_lottery_entry', 'lottery_access_token', 'lottery_result_entry_number', 'email_id',
  'search_id', 'warning', 'utm_source', 'utm_medium', 'utm_campaign', 'campaignid', 'adgroupid', 'keyword',
  'gclid', 'yclid', 'medium', 'source',
] as const;

/** Parameters that make an address a search (the rest of the query may be start-up only). */
export const CRITERIA_PARAMS = [
  'adults', 'children', 'checkin', 'checkout', 'type', 'search_type', 'nights', 'rooms', 'kids_ages', 'kids_tiers',
  'room_count', 'is_day_use', 'is_including_occupied', 'filter', 'order', 'mode', 'promo_code', 'coupon_code',
  'voucher_coupon_code', 'room_type_code', 'room_type_codes', 'hotel_plan_code', 'hotel_plan_codes',
  'room_plan_code', 'room_plan_codes', 'dynamic_package',
] as const;

export type Passthrough = Partial<Record<(typeof PASSTHROUGH_PARAMS)[number], string>>;

export interface ParsedSearchQuery {
  input: SearchInput;
  passthrough: Passthrough;
  /** True when the query holds any criteria parameter. */
  hasCriteria: boolean;
}

const int = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
};
const bool = (value: string | null): boolean | undefined => (value === null ? undefined : value === 'true' || value === '1');
const text = (value: string | null): string | undefined => (value?.trim() ? value.trim() : undefined);
const list = (params: URLSearchParams, ...names: string[]): string[] | undefined => {
  const values = names.flatMap((name) => params.getAll(name)).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  return values.length > 0 ? values : undefined;
};
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

function pairs(value: string | null): Array<{ code: string; n: number }> | undefined {
  if (!value) return undefined;
  const out: Array<{ code: string; n: number }> = [];
  for (const part of value.split(',')) {
    const [code, n] = part.split(':');
    const count = int(n ?? null);
    if (code?.trim() && count !== undefined) out.push({ code: code.trim(), n: count });
  }
  return out;
}

function parseRooms(value: string | null): Array<Partial<SearchRoom>> | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter((r): r is Partial<SearchRoom> => typeof r === 'object' && r !== null).map((r) => ({
      adults: typeof r.adults === 'number' ? r.adults : undefined,
      kids_tiers: Array.isArray(r.kids_tiers) ? r.kids_tiers : undefined,
      kids_age_range: Array.isArray(r.kids_age_range) ? r.kids_age_range : undefined,
    }));
  } catch {
    return undefined;
  }
}

export function parseSearchQuery(params: URLSearchParams): ParsedSearchQuery {
  const undated = params.get('search_type') === 'undated';
  const input: SearchInput = {
    type: oneOf(RESULT_TYPES, params.get('type')),
    search_type: undated ? 'undated' : undefined,
    checkin: text(params.get('checkin')),
    checkout: text(params.get('checkout')),
    nights: int(params.get('nights')),
    is_day_use: bool(params.get('is_day_use')),
    adults: int(params.get('adults')),
    kids_tiers: pairs(params.get('kids_tiers'))?.map(({ code, n }): KidsTierCount => ({ code, children: n })),
    kids_age_range: pairs(params.get('kids_ages'))?.map(({ code, n }): KidsAgeRangeCount => ({ code, count: n })),
    rooms: parseRooms(params.get('rooms')),
    room_count: int(params.get('room_count')),
    is_including_occupied: bool(params.get('is_including_occupied')),
    order: oneOf(SEARCH_ORDERS, params.get('order')),
    mode: oneOf(SEARCH_MODES, params.get('mode')),
    room_search_filters: list(params, 'filter')?.map(Number).filter(Number.isInteger),
    promo_code: text(params.get('promo_code')),
    coupon_code: text(params.get('coupon_code')),
    voucher_coupon_code: text(params.get('voucher_coupon_code')),
    room_type_codes: list(params, 'room_type_codes', 'room_type_code'),
    hotel_plan_codes: list(params, 'hotel_plan_codes', 'hotel_plan_code'),
    room_plan_codes: list(params, 'room_plan_codes', 'room_plan_code'),
    dynamic_package: bool(params.get('dynamic_package')) || params.get('dynamic_package') === 'wbf' || undefined,
  };
  for (const key of Object.keys(input) as Array<keyof SearchInput>) if (input[key] === undefined) delete input[key];
  const passthrough: Passthrough = {};
  for (const name of PASSTHROUGH_PARAMS) {
    const value = text(params.get(name));
    if (value !== undefined) passthrough[name] = value;
  }
  return { input, passthrough, hasCriteria: CRITERIA_PARAMS.some((name) => params.has(name)) };
}

