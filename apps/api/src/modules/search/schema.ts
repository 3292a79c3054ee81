// JSON schemas of the search calls. Query strings are validated here first (a junk value is code
// 1000 naming the parameter); query.ts then turns the strings into the search input. Tracking
// parameters (utm_*, metasearch_source, ...) are accepted and ignored.
import { CURRENCY_CODES, RESULT_TYPES, SEARCH_MODES, SEARCH_ORDERS } from '@noren/core/domain';
import { hotelRefParams } from '../hotels/index.ts';

export { hotelRefParams };

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const CODE = '[A-Za-z0-9_-]{1,64}';
const CODE_LIST = `^${CODE}(,${CODE})*$`;
const KIDS = '^[A-Za-z0-9_-]{1,32}:\\d{1,3}(,[A-Za-z0-9_-]{1,32}:\\d{1,3})*$';

export const date = { type: 'string', pattern: DATE } as const;
export const flag = { type: 'boolean' } as const;
const count = (max: number) => ({ type: 'integer', minimum: -1000, maximum: max }) as const;
const text = (max = 64) => ({ type: 'string', maxLength: max, pattern: '^[^\\u0000-\\u001f]*$' }) as const;
export const codeList = { anyOf: [{ type: 'string', pattern: CODE_LIST }, { type: 'array', maxItems: 200, items: { type: 'string', pattern: CODE_LIST } }] } as const;
const kids = { type: 'string', maxLength: 400, pattern: KIDS } as const;
const ages = { type: 'string', maxLength: 200, pattern: '^\\d{1,2}(,\\d{1,2})*$' } as const;

/** Every search parameter of part 2 §7.3 and part 1 §2; see query.ts for the rooms encoding. */
export const searchProperties = {
  type: { type: 'string', enum: [...RESULT_TYPES] },
  search_type: { type: 'string', enum: ['dated', 'undated'] },
  checkin: date,
  checkout: date,
  nights: count(365),
  is_day_use: flag,
  adults: count(999),
  children: count(999),
  kids_tiers: kids,
  kids_age_range: kids,
  kids_ages: ages,
  room_count: count(99),
  is_including_occupied: flag,
  room_search_filters: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9})*$' },
  filter: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9})*$' },
  order: { type: 'string', enum: [...SEARCH_ORDERS] },
  mode: { type: 'string', enum: [...SEARCH_MODES] },
  promo_code: text(),
  coupon_code: text(),
  voucher_coupon_code: text(),
  room_type_codes: codeList,
  room_type_code: codeList,
  hotel_plan_codes: codeList,
  hotel_plan_code: codeList,
  room_plan_codes: codeList,
  room_plan_code: codeList,
  'room_plan_codes[]': codeList,
  search_next_available_date_if_no_result: flag,
  dynamic_package: flag,
  mcp_currency: { type: 'string', enum: [...CURRENCY_CODES] },
  adult_companion: count(99),
  kid_tier_A_companion: count(99),
  locale: { type: 'string', maxLength: 35 },
} as const;

const roomKeys = {
  '^rooms\\[\\d{1,2}\\]\\[(adults|children)\\]$': count(999),
  '^rooms\\[\\d{1,2}\\]\\[(kids_tiers|kids_age_range)\\]$': kids,
  '^rooms\\[\\d{1,2}\\]\\[kids_ages\\]$': ages,
  '^rooms\\[\\d{1,2}\\]\\[(checkin_date|checkout_date)\\]$': date,
} as const;

export const searchQuery = { type: 'object', properties: searchProperties, patternProperties: roomKeys } as const;

/** GET /rooms/price: a search's parameters plus the selection (room plan per room) and extras. */
export const priceQuery = {
  type: 'object',
  required: [],
  properties: { ...searchProperties, include_extra_out_of_stock: flag },
  patternProperties: {
    ...roomKeys,
    '^rooms\\[\\d{1,2}\\]\\[room_plan_code\\]$': { type: 'string', pattern: `^${CODE}$` },
    '^extras\\[\\d{1,2}\\]\\[(extra_id|quantity|room)\\]$': { type: 'integer', minimum: -1000, maximum: 2_147_483_647 },
    '^extras\\[\\d{1,2}\\]\\[date\\]$': date,
  },
} as const;

export const calendarQuery = {
  type: 'object',
  required: ['from', 'to'],
  properties: {
    from: date,
    to: date,
    adults: count(999),
    kids_tiers: kids,
    room_count: count(99),
    room_type_codes: codeList,
    hotel_plan_codes: codeList,
    mcp_currency: { type: 'string', enum: [...CURRENCY_CODES] },
    locale: { type: 'string', maxLength: 35 },
  },
} as const;

// Responses: serialised through these, so only the listed fields leave.
const int = { type: 'integer' } as const;
const nint = { type: ['integer', 'null'] } as const;
const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const cents = { type: 'object', required: ['cents'], properties: { cents: int } } as const;

const PRICE_FIELD_NAMES = [
  'accommodation_tax', 'brr_discount_amount', 'coupon_discount_amount', 'deposit_amount', 'discounted_price',
  'extra_price_without_tax', 'original_price', 'original_price_with_tax', 'promotion_discount_amount', 'remain_amount',
  'room_price_without_tax', 'total_special_discount', 'spending_point_value', 'tax', 'total_extra_price', 'total_price',
  'total_price_before_point_discount', 'total_price_without_tax', 'voucher_coupon_discount_amount',
] as const;

export const priceFields = {
  type: 'object',
  required: [...PRICE_FIELD_NAMES, 'rounding_discount'],
  properties: {
    ...Object.fromEntries(PRICE_FIELD_NAMES.flatMap((f) => [[f, int], [`mcp_${f}`, cents]])),
    rounding_discount: { type: 'object', required: ['discount_amount'], properties: { discount_amount: int, mcp_discount_amount: cents } },
  },
} as const;

const matched = {
  type: 'object',
  required: ['adults_count', 'children_count', 'adults_with_companion', 'children_with_kid_tier_A_companion'],
  properties: { adults_count: int, children_count: int, adults_with_companion: int, children_with_kid_tier_A_companion: int },
} as const;

const roomPrices = {
  type: 'array',
  items: {
    type: 'object',
    required: ['index', 'total_price', 'total_price_without_tax', 'tax'],
    properties: { index: int, total_price: int, total_price_without_tax: int, tax: int, mcp_total_price: cents },
  },
} as const;

/** CardPrices: what a result card shows; discounts only when not zero. */
const cardPrices = {
  type: 'object',
  required: ['total_price', 'total_price_without_tax', 'tax', 'accommodation_tax', 'original_price', 'discounted_price'],
  properties: {
    total_price: int,
    total_price_without_tax: int,
    tax: int,
    accommodation_tax: int,
    original_price: int,
    discounted_price: int,
    brr_discount_amount: int,
    coupon_discount_amount: int,
    promotion_discount_amount: int,
    total_special_discount: int,
    voucher_coupon_discount_amount: int,
    rounding_discount: { type: 'object', required: ['discount_amount'], properties: { discount_amount: int } },
    mcp_total_price: cents,
    mcp_total_price_without_tax: cents,
  },
} as const;

const planCommon = {
  room_plan_code: str,
  room_plan_name: str,
  matched_search_criteria: matched,
  sale_limit: nint,
  plan_stock_count: nint,
  prices: cardPrices,
  room_prices: roomPrices,
} as const;

const paymentMethod = { type: 'object', required: ['code'], properties: { code: str } } as const;
const ints = { type: 'array', items: int } as const;

const roomPlan = {
  type: 'object',
  required: ['room_plan_code', 'hotel_plan_code', 'room_plan_name', 'matched_search_criteria', 'inclusive_extra_ids', 'sale_limit', 'plan_stock_count', 'payment_method', 'credit_card_payment', 'prices', 'room_prices'],
  properties: {
    ...planCommon,
    hotel_plan_code: str,
    inclusive_extra_ids: ints,
    payment_method: paymentMethod,
    credit_card_payment: bool,
    members_only: bool,
    meal_type: str,
    cancellation_policy_id: nint,
  },
} as const;

export const roomTypeProperties = {
  name: str,
  description: str,
  photos: { type: 'array', items: { type: 'object', properties: { url: str, alt: str } } },
  size: { type: 'object', properties: { value: { type: ['number', 'null'] }, unit: str } },
  bed_type: nstr,
  max_adults: int,
  max_children: int,
  max_occupancy: int,
} as const;

const room = {
  type: 'object',
  required: ['room_type_code', 'room_count', 'few_rooms_left', 'room_plan'],
  properties: { room_type_code: str, room_count: int, few_rooms_left: bool, ...roomTypeProperties, room_plan: { type: 'array', items: roomPlan } },
} as const;

const plan = {
  type: 'object',
  required: ['hotel_plan_code', 'rooms', 'booking_start_date', 'inclusive_extra_ids'],
  properties: {
    hotel_plan_code: str,
    name: str,
    description: str,
    meal_type: str,
    booking_start_date: nstr,
    inclusive_extra_ids: ints,
    payment_method: paymentMethod,
    credit_card_payment: bool,
    members_only: bool,
    cancellation_policy_id: nint,
    rooms: {
      type: 'array',
      items: {
        type: 'object',
        required: ['room_type_code', 'room_count', 'room_plan_code', 'prices'],
        properties: { ...planCommon, room_type_code: str, room_type_name: str, room_count: int, few_rooms_left: bool },
      },
    },
  },
} as const;

const kidsCounts = (n: string) => ({ type: 'array', items: { type: 'object', properties: { code: str, [n]: int } } }) as const;

export const searchResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['type', 'currency', 'mcp_currency', 'extra_inventories', 'payment_promotion_info', 'search', 'next_available_date'],
      properties: {
        type: str,
        rooms: { type: 'array', items: room },
        plans: { type: 'array', items: plan },
        currency: str,
        mcp_currency: nstr,
        extra_inventories: { type: 'array', items: { type: 'object', properties: { extra_id: int, inventory: nint } } },
        payment_promotion_info: {
          type: ['object', 'null'],
          properties: { target_mode: str, hotel_plan_codes: { type: 'array', items: str } },
        },
        search: {
          type: 'object',
          properties: {
            search_type: str,
            checkin: nstr,
            checkout: nstr,
            nights: int,
            is_day_use: bool,
            rooms: {
              type: 'array',
              items: { type: 'object', properties: { adults: int, children: int, kids_tiers: kidsCounts('children'), kids_age_range: kidsCounts('count') } },
            },
            room_count: int,
            order: str,
            mode: nstr,
            coupon_code: nstr,
            promo_code: nstr,
          },
        },
        next_available_date: nstr,
      },
    },
  },
} as const;

const priceLine = {
  type: 'object',
  properties: {
    index: int,
    room_type_code: str,
    room_plan_code: str,
    hotel_plan_code: str,
    adults: int,
    children: int,
    child_tiers: { type: 'array', items: str },
    tax_rate_bp: int,
    prices: priceFields,
    nights: { type: 'array', items: { type: 'object', properties: { date: str, prices: priceFields } } },
    extras: {
      type: 'array',
      items: { type: 'object', properties: { extra_id: int, quantity: int, unit_price: int, out_of_stock: bool, prices: priceFields } },
    },
  },
} as const;

const audience = { type: 'object', properties: { total_price_after_discount: int, tax: int } } as const;

export const priceResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['currency', 'mcp_currency', 'prices', 'rooms', 'coupon'],
      properties: {
        currency: str,
        mcp_currency: nstr,
        checkin: nstr,
        checkout: nstr,
        nights: int,
        prices: priceFields,
        rooms: { type: 'array', items: priceLine },
        coupon: { type: ['object', 'null'], properties: { code: str, kind: str, discount: int } },
        sign_in_discount: audience,
        non_sign_in_discount: audience,
      },
    },
  },
} as const;

export const calendarResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      properties: {
        currency: str,
        mcp_currency: nstr,
        adults: int,
        room_count: int,
        dates: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'available', 'rooms_left', 'few_rooms_left', 'lowest_price'],
            properties: {
              date: str,
              available: bool,
              rooms_left: int,
              few_rooms_left: bool,
              lowest_price: nint,
              mcp_lowest_price: { type: ['object', 'null'], properties: { cents: int } },
              room_types: {
                type: 'array',
                items: { type: 'object', properties: { room_type_code: str, rooms_left: int, few_rooms_left: bool, lowest_price: nint } },
              },
            },
          },
        },
      },
    },
  },
} as const;
