// GET /hotel_brands/{brandId}/facilities (spec part 2 §7.3 "GET facilities with hotel_codes,
// is_including_lowest_price and rooms; reads search_params.rooms[0].kids_age_range"): the brand's
// hotels, each with its lowest price for the searched stay when asked. The lowest price is the
// search's own (the same rules and engine), so the list never promises a price the hotel page
// will not show. A hotel whose settings refuse the search (say, more rooms than it allows)
// is listed without a price rather than failing the whole list.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { NorenError, resolveLanguage, type Clock, type FacilityListing } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { hotelBrands, hotels } from '../../db/schema/index.ts';
import { translated } from '../hotels/index.ts';
import { type RawQuery, GUEST, type SearchViewer, runSearch } from '../search/index.ts';
import { ErrorCode, invalidField } from '@noren/core/domain';

export async function listFacilities(db: Executor, clock: Clock, brandRef: string, query: RawQuery, hotelCodes: string[] | null, withPrice: boolean, requestedLanguage: string | null, viewer: SearchViewer = GUEST): Promise<FacilityListing[]> {
  const byId = /^[0-9]{1,9}$/.test(brandRef);
  const [brand] = await db.select({ id: hotelBrands.id }).from(hotelBrands).where(byId ? eq(hotelBrands.id, Number(brandRef)) : eq(hotelBrands.code, brandRef)).limit(1);
  if (!brand) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'hotel_brand', id: brandRef } });
  const rows = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.brandId, brand.id), hotelCodes ? inArray(hotels.code, hotelCodes.length > 0 ? hotelCodes : ['']) : undefined))
    .orderBy(asc(hotels.id));
  if (hotelCodes) {
    const unknown = hotelCodes.filter((c) => !rows.some((h) => h.code === c));
    if (unknown.length > 0) throw invalidField('hotel_codes', 'unknown_code', { codes: unknown });
  }
  const out: FacilityListing[] = [];
  for (const hotel of rows) {
    const language = resolveLanguage(requestedLanguage, hotel.bookLanguages);
    const facility: FacilityListing = {
      hotel_id: hotel.id,
      hotel_code: hotel.code,
      name: translated(hotel.translations, 'hotel_name', language, hotel.bookLanguages, hotel.name),
      currency: hotel.currency,
      time_zone: hotel.timeZone,
      address: { post_code: hotel.postCode, full_address: translated(hotel.translations, 'full_address', language, hotel.bookLanguages, hotel.fullAddress), country: hotel.country },
      lowest_price: null,
      search_params: null,
    };
    if (withPrice) {
      try {
        const outcome = await runSearch(db, clock, { ref: hotel.code, query, requestedLanguage, viewer });
        facility.search_params = {
          rooms: outcome.criteria.rooms.map((r) => ({
            adults: r.adults,
            children: r.kids_tiers.reduce((n, t) => n + t.children, 0) + r.kids_age_range.reduce((n, a) => n + a.count, 0),
            kids_age_range: r.kids_age_range,
            kids_tiers: r.kids_tiers,
          })),
        };
        for (const room of outcome.rooms) {
          for (const plan of room.room_plan) {
            if (!facility.lowest_price || plan.prices.total_price < facility.lowest_price.total_price) {
              facility.lowest_price = {
                total_price: plan.prices.total_price,
                room_type_code: room.room_type_code,
                room_plan_code: plan.room_plan_code,
                mcp_total_price: plan.prices.mcp_total_price ?? null,
              };
            }
          }
        }
      } catch (error) {
        // Only the search's refusals (1000, 1500, 1501, 1903) leave a hotel unpriced; faults still fail.
        if (!(error instanceof NorenError) || error.httpStatus >= 500) throw error;
      }
    }
    out.push(facility);
  }
  return out;
}
