// GET /hotel_brands/{brandId}/facilities (spec part 2 §7.5): the brand's hotels, each with its
// lowest price for a searched stay when asked. Takes every search parameter (same encoding), plus
// hotel_codes and is_including_lowest_price.
import Type, { type Static } from 'typebox';
import { CodeList, HOTEL_CODE_PATTERN } from './common.ts';
import { HotelAddress } from './hotels.ts';
import { QueryFlag, ROOM_KEYS, SearchParameters } from './search-query.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const FacilityListing = Type.Object({
  hotel_id: Type.Integer(),
  hotel_code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  time_zone: Type.String(),
  address: HotelAddress,
  lowest_price: Nullable(Type.Object({
    total_price: Type.Integer(),
    room_type_code: Type.String(),
    room_plan_code: Type.String(),
    mcp_total_price: Nullable(Type.Object({ cents: Type.Integer() })),
  })),
  /** The searched stay the lowest price was looked up for; null when no price was asked or the search was refused. */
  search_params: Nullable(Type.Object({
    rooms: Type.Array(Type.Object({
      adults: Type.Integer(),
      children: Type.Integer(),
      kids_age_range: Type.Array(Type.Object({ code: Type.String(), count: Type.Integer() })),
      kids_tiers: Type.Array(Type.Object({ code: Type.String(), children: Type.Integer() })),
    })),
  })),
});
export type FacilityListing = Static<typeof FacilityListing>;

export const FacilitiesQuery = Type.Object(
  { ...SearchParameters, hotel_codes: Type.Optional(CodeList), is_including_lowest_price: Type.Optional(QueryFlag) },
  { patternProperties: ROOM_KEYS },
);

export const FacilitiesCall = {
  params: Type.Object({ brandId: Type.String({ pattern: HOTEL_CODE_PATTERN }) }),
  querystring: FacilitiesQuery,
  response: { 200: Data(Type.Array(FacilityListing)), ...ErrorReplies },
} as const;
