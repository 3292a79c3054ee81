// The wire contract of brand-level listings (spec part 2 §7.3, §7.5): the hotels of
// GET /hotel_brands/{brandId}/facilities and a member's saved cards
// (GET /hotels/{id}/memberships/credit_cards). The API builds these shapes and the apps read them.

export type { FacilityListing } from '../../contract/facilities.ts';

export type { SavedCardView } from '../../contract/saved-cards.ts';
