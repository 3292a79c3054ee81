// GET /hotels/{id}: the hotel's public facts and address (spec part 2 §7.2), in the guest's language.
import { ErrorCode, NorenError, resolveLanguage, type HotelInfo, type Language } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { findHotelByCode, findHotelById, type HotelRow } from './repository.ts';
import { selectTranslations, translated } from './translate.ts';

/**
 * All digits means the numeric id, anything else the code. Codes are therefore expected to hold
 * at least one letter; the demo and admin-made codes do.
 */
export async function findHotel(db: Executor, ref: string): Promise<HotelRow | undefined> {
  return /^[0-9]+$/.test(ref) ? findHotelById(db, Number(ref)) : findHotelByCode(db, ref);
}

export function hotelNotFound(ref: string): NorenError {
  return new NorenError(ErrorCode.notFound, { payload: { resource: 'hotel', id: ref } });
}

export function toHotelInfo(hotel: HotelRow, language: Language): HotelInfo {
  const fallbacks = hotel.bookLanguages;
  return {
    id: hotel.id,
    code: hotel.code,
    name: translated(hotel.translations, 'hotel_name', language, fallbacks, hotel.name),
    time_zone: hotel.timeZone,
    currency: hotel.currency,
    phone: hotel.phone,
    email: hotel.email,
    url: hotel.url,
    address: {
      post_code: hotel.postCode,
      full_address: translated(hotel.translations, 'full_address', language, fallbacks, hotel.fullAddress),
      country: hotel.country,
    },
    translations: selectTranslations(hotel.translations, { hotel_name: 'name', full_address: 'full_address' }),
  };
}

export async function getHotelInfo(db: Executor, ref: string, requestedLanguage: string | null): Promise<HotelInfo> {
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  return toHotelInfo(hotel, resolveLanguage(requestedLanguage, hotel.bookLanguages));
}
