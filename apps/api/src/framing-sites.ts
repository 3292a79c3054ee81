// Who may frame the booking app's card and password pages (issue 27 §6; plugins/static-apps.ts
// decides which pages those are): the sites of the page's hotel (modules/hotels sites.ts), the
// pay page's hotel being its link's. A page that names no hotel, or an unknown one, gets none, so
// only this origin may frame it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payPageNumber } from '@noren/core/domain';
import { findHotel, findHotelById, hotelSiteOrigins, type HotelRow } from './modules/hotels/index.ts';
import { payLinkHotelId } from './modules/pay-links/index.ts';

export async function framingSites(app: FastifyInstance, request: FastifyRequest): Promise<string[]> {
  const address = new URL(request.url, 'http://noren.invalid');
  const paymentNumber = payPageNumber(address.pathname);
  let hotel: HotelRow | undefined;
  if (paymentNumber) {
    const hotelId = await payLinkHotelId(app.db, paymentNumber);
    hotel = hotelId === null ? undefined : await findHotelById(app.db, hotelId);
  } else {
    // The booking app's own start-up parameters name the hotel (booking-startup.ts reads them alike).
    const code = address.searchParams.get('hotel_code')?.trim() || address.searchParams.get('code')?.trim();
    hotel = code ? await findHotel(app.db, code) : undefined;
  }
  return hotel ? hotelSiteOrigins(hotel) : [];
}
