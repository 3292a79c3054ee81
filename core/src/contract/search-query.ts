// The search's query strings (spec part 2 §7.3, part 1 §2): GET /hotels/{id}/rooms, /rooms/price,
// /rooms/availability|inventory, and the brand's facilities and the reservation's questions, which
// take the same parameters. Validated here first (a junk value is code 1000 naming the parameter);
// the API's search/query.ts then turns the strings into the search input. Query strings are
// coerced, and parameters not listed (utm_*, metasearch_source, ...) are accepted and ignored.
import Type from 'typebox';
import { CURRENCY_CODES } from '../domain/money/currencies.ts';
import { RESULT_TYPES, SEARCH_MODES, SEARCH_ORDERS } from '../domain/search/criteria.ts';
import { CodeList, ISO_DATE_PATTERN } from './common.ts';

export const QueryDate = Type.String({ pattern: ISO_DATE_PATTERN });
export const QueryFlag = Type.Boolean();
const count = (max: number) => Type.Integer({ minimum: -1000, maximum: max });
const text = (max = 64) => Type.String({ maxLength: max, pattern: '^[^\\u0000-\\u001f]*$' });
const oneOf = (values: readonly string[]) => Type.String({ enum: [...values] });
const KIDS = '^[A-Za-z0-9_-]{1,32}:\\d{1,3}(,[A-Za-z0-9_-]{1,32}:\\d{1,3})*$';
const kids = Type.String({ maxLength: 400, pattern: KIDS });
const ages = Type.String({ maxLength: 200, pattern: '^\\d{1,2}(,\\d{1,2})*$' });
const ids = Type.String({ pattern: '^\\d{1,9}(,\\d{1,9})*$' });
const CODE = '[A-Za-z0-9_-]{1,64}';

/** Every search parameter, each optional; see the API's search/query.ts for the rooms encoding. */
export const SearchParameters = {
  type: Type.Optional(oneOf(RESULT_TYPES)),
  search_type: Type.Optional(oneOf(['dated', 'undated'])),
  checkin: Type.Optional(QueryDate),
  checkout: Type.Optional(QueryDate),
  nights: Type.Optional(count(365)),
  is_day_use: Type.Optional(QueryFlag),
  adults: Type.Optional(count(999)),
  children: Type.Optional(count(999)),
  kids_tiers: Type.Optional(kids),
  kids_age_range: Type.Optional(kids),
  kids_ages: Type.Optional(ages),
  room_count: Type.Optional(count(99)),
  is_including_occupied: Type.Optional(QueryFlag),
  room_search_filters: Type.Optional(ids),
  filter: Type.Optional(ids),
  order: Type.Optional(oneOf(SEARCH_ORDERS)),
  mode: Type.Optional(oneOf(SEARCH_MODES)),
  promo_code: Type.Optional(text()),
  coupon_code: Type.Optional(text()),
  voucher_coupon_code: Type.Optional(text()),
  room_type_codes: Type.Optional(CodeList),
  room_type_code: Type.Optional(CodeList),
  hotel_plan_codes: Type.Optional(CodeList),
  hotel_plan_code: Type.Optional(CodeList),
  room_plan_codes: Type.Optional(CodeList),
  room_plan_code: Type.Optional(CodeList),
  'room_plan_codes[]': Type.Optional(CodeList),
  search_next_available_date_if_no_result: Type.Optional(QueryFlag),
  dynamic_package: Type.Optional(QueryFlag),
  mcp_currency: Type.Optional(oneOf(CURRENCY_CODES)),
  adult_companion: Type.Optional(count(99)),
  kid_tier_A_companion: Type.Optional(count(99)),
  locale: Type.Optional(Type.String({ maxLength: 35 })),
};

/** rooms[0][adults]=2&rooms[0][kids_tiers]=A:1 ...: the multi-room encoding. */
export const ROOM_KEYS = {
  '^rooms\\[\\d{1,2}\\]\\[(adults|children)\\]$': count(999),
  '^rooms\\[\\d{1,2}\\]\\[(kids_tiers|kids_age_range)\\]$': kids,
  '^rooms\\[\\d{1,2}\\]\\[kids_ages\\]$': ages,
  '^rooms\\[\\d{1,2}\\]\\[(checkin_date|checkout_date)\\]$': QueryDate,
};

export const SearchQuery = Type.Object(SearchParameters, { patternProperties: ROOM_KEYS });

/** GET /rooms/price: a search's parameters plus the selection (room plan per room) and extras. */
export const PriceQuery = Type.Object(
  { ...SearchParameters, include_extra_out_of_stock: Type.Optional(QueryFlag) },
  {
    patternProperties: {
      ...ROOM_KEYS,
      '^rooms\\[\\d{1,2}\\]\\[room_plan_code\\]$': Type.String({ pattern: `^${CODE}$` }),
      '^extras\\[\\d{1,2}\\]\\[(extra_id|quantity|room)\\]$': Type.Integer({ minimum: -1000, maximum: 2_147_483_647 }),
      '^extras\\[\\d{1,2}\\]\\[date\\]$': QueryDate,
    },
  },
);

export const CalendarQuery = Type.Object({
  from: QueryDate,
  to: QueryDate,
  adults: Type.Optional(count(999)),
  kids_tiers: Type.Optional(kids),
  room_count: Type.Optional(count(99)),
  room_type_codes: Type.Optional(CodeList),
  hotel_plan_codes: Type.Optional(CodeList),
  mcp_currency: Type.Optional(oneOf(CURRENCY_CODES)),
  locale: Type.Optional(Type.String({ maxLength: 35 })),
});
