// The wire contract of the search reads (spec part 2 §7.3, part 1 §3 "Room result and selection"
// and "Price fields"): GET /hotels/{id}/rooms, /rooms/price and /rooms/inventory|availability.
// Written once as TypeBox schemas in core/src/contract/search.ts; here as types only, for the apps.
export type {
  Calendar, CalendarDay, CardPrices, MatchedSearchCriteria, PlanResult, PlanRoomResult, PriceBreakdown, RoomPlanResult,
  RoomPhoto, RoomPriceLine, RoomResult, RoomTypeInfo, SearchResponse,
} from '../../contract/search.ts';
export type { ExtraListing } from '../../contract/extras.ts';
