// The hotel shapes that modules still on hand-written JSON schemas (search, settings, the
// reservation modules) spread into theirs. Written once in core/src/contract/common.ts; these names
// go when those modules move to TypeBox.
import { HOTEL_CODE_PATTERN, HotelCodeParams, HotelRefParams, LocaleQuery, TranslationsShape } from '@noren/core/contract';

export { HOTEL_CODE_PATTERN };
export const hotelCodeParams = HotelCodeParams;
/** `{id}` takes the numeric id or the code (wire decision in the brief). */
export const hotelRefParams = HotelRefParams;
export const localeQuery = LocaleQuery;
/** `{ "<language>": { "<key>": "text" } }` */
export const translationsSchema = TranslationsShape;
export const nullableString = { type: ['string', 'null'] } as const;

export type { HotelCodeParams, HotelRefParams, LocaleQuery } from '@noren/core/contract';
