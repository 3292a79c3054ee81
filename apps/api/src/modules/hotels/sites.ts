// A hotel's sites: where it embeds the booking widget, the only pages that may frame its card and
// password forms (plugins/static-apps.ts, issue 27 §6). The one configured site is the hotel's own
// website (`hotels.url`, GET /hotels/{id} `url`); only its origin counts, and only over http(s).
import type { HotelRow } from './repository.ts';

export function hotelSiteOrigins(hotel: Pick<HotelRow, 'url'>): string[] {
  const value = hotel.url?.trim();
  if (!value) return [];
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
