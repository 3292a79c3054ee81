// The search reads' answers (spec part 2 §7.3, part 1 §3 "Room result and selection" and "Price
// fields"): GET /hotels/{id}/rooms, /rooms/price and /rooms/inventory|availability.
import Type, { type Static } from 'typebox';
import type { PriceFieldsWire } from '../domain/pricing/wire.ts';
import { PRICE_FIELDS } from '../domain/pricing/types.ts';
import type { ResultType } from '../domain/search/criteria.ts';
import { HotelRefParams } from './common.ts';
import { CalendarQuery, PriceQuery, SearchQuery } from './search-query.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

const Cents = Type.Object({ cents: Type.Integer() });
const int = Type.Integer();
const str = Type.String();
const bool = Type.Boolean();

/** Every price field of PRICE_FIELDS, each with its optional mcp_ twin; rounding as an object. */
export const PriceFields = Type.Unsafe<PriceFieldsWire>(
  Type.Object({
    ...Object.fromEntries(
      PRICE_FIELDS.filter((f) => f !== 'rounding_discount_amount').flatMap((f) => [[f, int], [`mcp_${f}`, Type.Optional(Cents)]]),
    ),
    rounding_discount: Type.Object({ discount_amount: int, mcp_discount_amount: Type.Optional(Cents) }),
  }),
);

export const MatchedSearchCriteria = Type.Object({
  adults_count: int,
  children_count: int,
  adults_with_companion: int,
  children_with_kid_tier_A_companion: int,
});
export type MatchedSearchCriteria = Static<typeof MatchedSearchCriteria>;

/**
 * One searched room's share of a room plan's price; the lines add up to the plan's prices. The
 * booking app prices each selected room with it. The room's guests are search.rooms[index].
 */
export const RoomPriceLine = Type.Object({
  index: int,
  total_price: int,
  total_price_without_tax: int,
  tax: int,
  mcp_total_price: Type.Optional(Cents),
});
export type RoomPriceLine = Static<typeof RoomPriceLine>;

/**
 * The prices a result card shows for a room plan, all searched rooms together (part 1 §3 "Price
 * fields", same names). Discounts appear only when not zero; mcp_ totals only with mcp_currency.
 * The full breakdown is GET /rooms/price's PriceBreakdown.
 */
export const CardPrices = Type.Object({
  total_price: int,
  total_price_without_tax: int,
  tax: int,
  accommodation_tax: int,
  original_price: int,
  discounted_price: int,
  brr_discount_amount: Type.Optional(int),
  coupon_discount_amount: Type.Optional(int),
  promotion_discount_amount: Type.Optional(int),
  total_special_discount: Type.Optional(int),
  voucher_coupon_discount_amount: Type.Optional(int),
  rounding_discount: Type.Optional(Type.Object({ discount_amount: int })),
  mcp_total_price: Type.Optional(Cents),
  mcp_total_price_without_tax: Type.Optional(Cents),
});
export type CardPrices = Static<typeof CardPrices>;

const PlanCommon = {
  room_plan_code: str,
  room_plan_name: str,
  matched_search_criteria: MatchedSearchCriteria,
  sale_limit: Nullable(int),
  plan_stock_count: Nullable(int),
  prices: CardPrices,
  room_prices: Type.Array(RoomPriceLine),
};
const PaymentMethod = Type.Object({ code: str });

export const RoomPlanResult = Type.Object({
  ...PlanCommon,
  hotel_plan_code: str,
  inclusive_extra_ids: Type.Array(int),
  payment_method: PaymentMethod,
  credit_card_payment: bool,
  members_only: bool,
  meal_type: str,
  cancellation_policy_id: Nullable(int),
});
export type RoomPlanResult = Static<typeof RoomPlanResult>;

/**
 * A room's photo. `url` is what an <img> without srcset loads (the 640-wide variant of a stored
 * photo, or an outside address as given); `srcset` lists the stored photo's widths, each its own
 * immutable address (empty for an outside photo); `width` and `height` are the original's pixels,
 * for the box's aspect ratio before the bytes arrive (null when unknown).
 */
export const RoomPhoto = Type.Object({
  url: str,
  alt: str,
  width: Nullable(int),
  height: Nullable(int),
  srcset: Type.Array(Type.Object({ url: str, width: int })),
});
export type RoomPhoto = Static<typeof RoomPhoto>;

export const RoomTypeInfo = Type.Object({
  name: str,
  description: str,
  photos: Type.Array(RoomPhoto),
  size: Type.Object({ value: Nullable(Type.Number()), unit: str }),
  bed_type: Nullable(str),
  max_adults: int,
  max_children: int,
  max_occupancy: int,
});
export type RoomTypeInfo = Static<typeof RoomTypeInfo>;

/** One room type with its description once, and its room plans. */
export const RoomResult = Type.Object({
  room_type_code: str,
  room_count: int,
  few_rooms_left: bool,
  ...RoomTypeInfo.properties,
  room_plan: Type.Array(RoomPlanResult),
});
export type RoomResult = Static<typeof RoomResult>;

export const PlanRoomResult = Type.Object({ ...PlanCommon, room_type_code: str, room_type_name: str, room_count: int, few_rooms_left: bool });
export type PlanRoomResult = Static<typeof PlanRoomResult>;

export const PlanResult = Type.Object({
  hotel_plan_code: str,
  name: str,
  description: str,
  meal_type: str,
  booking_start_date: Nullable(str),
  inclusive_extra_ids: Type.Array(int),
  payment_method: PaymentMethod,
  credit_card_payment: bool,
  members_only: bool,
  cancellation_policy_id: Nullable(int),
  rooms: Type.Array(PlanRoomResult),
});
export type PlanResult = Static<typeof PlanResult>;

/** A searched room's guests: counts per kids tier and per age range. */
export const SearchedRoom = Type.Object({
  adults: int,
  children: int,
  kids_tiers: Type.Array(Type.Object({ code: str, children: int })),
  kids_age_range: Type.Array(Type.Object({ code: str, count: int })),
});

export const SearchResponse = Type.Object({
  type: Type.Unsafe<ResultType>(str),
  rooms: Type.Optional(Type.Array(RoomResult)),
  plans: Type.Optional(Type.Array(PlanResult)),
  currency: str,
  mcp_currency: Nullable(str),
  extra_inventories: Type.Array(Type.Object({ extra_id: int, inventory: Nullable(int) })),
  payment_promotion_info: Nullable(Type.Object({
    target_mode: Type.Union([Type.Literal('include'), Type.Literal('exclude')]),
    hotel_plan_codes: Type.Array(str),
  })),
  /** The criteria as searched, after defaults (check-in filled in, secret mode dropped, ...). */
  search: Type.Object({
    search_type: Type.Union([Type.Literal('dated'), Type.Literal('undated')]),
    checkin: Nullable(str),
    checkout: Nullable(str),
    nights: int,
    is_day_use: bool,
    rooms: Type.Array(SearchedRoom),
    room_count: int,
    order: str,
    mode: Nullable(str),
    coupon_code: Nullable(str),
    promo_code: Nullable(str),
  }),
  /** Only with search_next_available_date_if_no_result and nothing found: the next check-in that has rooms. */
  next_available_date: Nullable(str),
});
export type SearchResponse = Static<typeof SearchResponse>;

export const CalendarDay = Type.Object({
  date: str,
  available: bool,
  rooms_left: int,
  few_rooms_left: bool,
  lowest_price: Nullable(int),
  mcp_lowest_price: Nullable(Cents),
  room_types: Type.Optional(Type.Array(Type.Object({ room_type_code: str, rooms_left: int, few_rooms_left: bool, lowest_price: Nullable(int) }))),
});
export type CalendarDay = Static<typeof CalendarDay>;

export const Calendar = Type.Object({ currency: str, mcp_currency: Nullable(str), adults: int, room_count: int, dates: Type.Array(CalendarDay) });
export type Calendar = Static<typeof Calendar>;

const Audience = Type.Object({ total_price_after_discount: int, tax: int });

export const PriceBreakdown = Type.Object({
  currency: str,
  mcp_currency: Nullable(str),
  checkin: Nullable(str),
  checkout: Nullable(str),
  nights: int,
  prices: PriceFields,
  rooms: Type.Array(Type.Object({
    index: int,
    room_type_code: str,
    room_plan_code: str,
    hotel_plan_code: str,
    adults: int,
    children: int,
    child_tiers: Type.Array(str),
    tax_rate_bp: int,
    prices: PriceFields,
    nights: Type.Array(Type.Object({ date: str, prices: PriceFields })),
    extras: Type.Array(Type.Object({ extra_id: int, quantity: int, unit_price: int, out_of_stock: bool, prices: PriceFields })),
  })),
  coupon: Nullable(Type.Object({ code: str, kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]), discount: int })),
  sign_in_discount: Audience,
  non_sign_in_discount: Audience,
});
export type PriceBreakdown = Static<typeof PriceBreakdown>;

export const SearchCall = { params: HotelRefParams, querystring: SearchQuery, response: { 200: Data(SearchResponse), ...ErrorReplies } } as const;
export const PriceCall = { params: HotelRefParams, querystring: PriceQuery, response: { 200: Data(PriceBreakdown), ...ErrorReplies } } as const;
export const CalendarCall = { params: HotelRefParams, querystring: CalendarQuery, response: { 200: Data(Calendar), ...ErrorReplies } } as const;
