// The wire contract of the search reads (spec part 2 §7.3, part 1 §3 "Room result and selection"
// and "Price fields"): GET /hotels/{id}/rooms, /rooms/price and /rooms/inventory|availability.
// The API builds these shapes and the booking app reads them.
import type { PriceFieldsWire } from '../pricing/index.ts';
import type { SearchRoom } from '../search/index.ts';

export interface MatchedSearchCriteria {
  adults_count: number;
  children_count: number;
  adults_with_companion: number;
  children_with_kid_tier_A_companion: number;
}

/**
 * One searched room's share of a room plan's price; the lines add up to the plan's prices. The
 * booking app prices each selected room with it (salePrice, tax of a selected room). The room's
 * guests are search.rooms[index].
 */
export interface RoomPriceLine {
  index: number;
  total_price: number;
  total_price_without_tax: number;
  tax: number;
  mcp_total_price?: { cents: number };
}

/**
 * The prices a result card shows for a room plan, all searched rooms together (part 1 §3 "Price
 * fields", same names). Discounts appear only when not zero. The full breakdown (every field,
 * per room, per night, in both currencies) is GET /rooms/price's PriceBreakdown.
 */
export interface CardPrices {
  total_price: number;
  total_price_without_tax: number;
  tax: number;
  accommodation_tax: number;
  original_price: number;
  discounted_price: number;
  brr_discount_amount?: number;
  coupon_discount_amount?: number;
  promotion_discount_amount?: number;
  total_special_discount?: number;
  voucher_coupon_discount_amount?: number;
  rounding_discount?: { discount_amount: number };
  /** With mcp_currency: the totals in the mcp currency's minor units. */
  mcp_total_price?: { cents: number };
  mcp_total_price_without_tax?: { cents: number };
}

export interface RoomPlanResult {
  room_plan_code: string;
  hotel_plan_code: string;
  room_plan_name: string;
  matched_search_criteria: MatchedSearchCriteria;
  inclusive_extra_ids: number[];
  sale_limit: number | null;
  plan_stock_count: number | null;
  payment_method: { code: string };
  credit_card_payment: boolean;
  members_only: boolean;
  meal_type: string;
  cancellation_policy_id: number | null;
  prices: CardPrices;
  room_prices: RoomPriceLine[];
}

export interface RoomTypeInfo {
  name: string;
  description: string;
  photos: Array<{ url: string; alt: string }>;
  size: { value: number | null; unit: string };
  bed_type: string | null;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
}

/** One room type with its description once, and its room plans. */
export interface RoomResult extends RoomTypeInfo {
  room_type_code: string;
  room_count: number;
  few_rooms_left: boolean;
  room_plan: RoomPlanResult[];
}

export interface PlanRoomResult extends Omit<RoomPlanResult, 'hotel_plan_code' | 'inclusive_extra_ids' | 'payment_method' | 'credit_card_payment' | 'members_only' | 'meal_type' | 'cancellation_policy_id'> {
  room_type_code: string;
  room_type_name: string;
  room_count: number;
  few_rooms_left: boolean;
}

export interface PlanResult {
  hotel_plan_code: string;
  name: string;
  description: string;
  meal_type: string;
  booking_start_date: string | null;
  inclusive_extra_ids: number[];
  payment_method: { code: string };
  credit_card_payment: boolean;
  members_only: boolean;
  cancellation_policy_id: number | null;
  rooms: PlanRoomResult[];
}

export interface SearchResponse {
  type: 'rooms' | 'plan';
  rooms?: RoomResult[];
  plans?: PlanResult[];
  currency: string;
  mcp_currency: string | null;
  extra_inventories: Array<{ extra_id: number; inventory: number | null }>;
  payment_promotion_info: { target_mode: 'include' | 'exclude'; hotel_plan_codes: string[] } | null;
  /** The criteria as searched, after defaults (check-in filled in, secret mode dropped, ...). */
  search: {
    search_type: 'dated' | 'undated';
    checkin: string | null;
    checkout: string | null;
    nights: number;
    is_day_use: boolean;
    rooms: Array<{ adults: number; children: number; kids_tiers: SearchRoom['kids_tiers']; kids_age_range: SearchRoom['kids_age_range'] }>;
    room_count: number;
    order: string;
    mode: string | null;
    coupon_code: string | null;
    promo_code: string | null;
  };
  /** Only with search_next_available_date_if_no_result and nothing found: the next check-in that has rooms. */
  next_available_date: string | null;
}

export interface CalendarDay {
  date: string;
  available: boolean;
  rooms_left: number;
  few_rooms_left: boolean;
  lowest_price: number | null;
  mcp_lowest_price: { cents: number } | null;
  room_types?: Array<{ room_type_code: string; rooms_left: number; few_rooms_left: boolean; lowest_price: number | null }>;
}

export interface Calendar {
  currency: string;
  mcp_currency: string | null;
  adults: number;
  room_count: number;
  dates: CalendarDay[];
}

export interface PriceBreakdown {
  currency: string;
  mcp_currency: string | null;
  checkin: string | null;
  checkout: string | null;
  nights: number;
  prices: PriceFieldsWire;
  rooms: Array<{
    index: number;
    room_type_code: string;
    room_plan_code: string;
    hotel_plan_code: string;
    adults: number;
    children: number;
    child_tiers: string[];
    tax_rate_bp: number;
    prices: PriceFieldsWire;
    nights: Array<{ date: string; prices: PriceFieldsWire }>;
    extras: Array<{ extra_id: number; quantity: number; unit_price: number; out_of_stock: boolean; prices: PriceFieldsWire }>;
  }>;
  coupon: { code: string; kind: 'percent' | 'amount'; discount: number } | null;
  sign_in_discount: { total_price_after_discount: number; tax: number };
  non_sign_in_discount: { total_price_after_discount: number; tax: number };
}

export type { ExtraListing } from '../../contract/extras.ts';
