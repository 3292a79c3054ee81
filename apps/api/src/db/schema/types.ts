// Shapes stored in jsonb columns. Most come straight from the wire contract so a stored value is
// already what the booking widget reads; the rest are Noren's own (tax tables, photos).
import type { Translations } from '@noren/core/domain';

/**
 * One bracket of an accommodation tax charged per person per night, chosen by the tax-exclusive
 * room rate per person per night (Kyoto's tax works this way). `up_to` is exclusive; null means no ceiling.
 */
export interface AccommodationTaxBracket {
  up_to: number | null;
  amount: number;
}

/**
 * A room type's photo: a stored image (`image`, the SHA-256 of its original in the object store,
 * served by modules/images at several widths, with the original's pixel size), or a photo at an
 * outside address (`url`) served as it is.
 */
export interface RoomPhoto {
  image?: string;
  width?: number;
  height?: number;
  url?: string;
  alt: Translations<'alt'>;
}

export type RoomSizeUnit = 'tatami' | 'sqm';
export type MealType = 'none' | 'breakfast' | 'dinner' | 'breakfast_dinner';
/** How a kids tier is charged: a share of the adult rate, a fixed amount per night, or nothing. */
export type KidsRateType = 'percent' | 'fixed' | 'free';
