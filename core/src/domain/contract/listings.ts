// The wire contract of brand-level listings (spec part 2 §7.3, §7.5): the hotels of
// GET /hotel_brands/{brandId}/facilities and a member's saved cards
// (GET /hotels/{id}/memberships/credit_cards). The API builds these shapes and the apps read them.

/** GET /hotel_brands/{brandId}/facilities, one hotel of the brand. */
export interface FacilityListing {
  hotel_id: number;
  hotel_code: string;
  name: string;
  currency: string;
  time_zone: string;
  address: { post_code: string; full_address: string; country: string };
  lowest_price: { total_price: number; room_type_code: string; room_plan_code: string; mcp_total_price: { cents: number } | null } | null;
  /** The searched stay the lowest price was looked up for; null when no price was asked or the search was refused. */
  search_params: { rooms: Array<{ adults: number; children: number; kids_age_range: Array<{ code: string; count: number }>; kids_tiers: Array<{ code: string; children: number }> }> } | null;
}

export type { SavedCardView } from '../../contract/saved-cards.ts';
