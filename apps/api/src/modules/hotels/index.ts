// The hotels module's public face: its routes, finding a hotel by its reference, translated
// hotel text, and the request schemas every hotel-scoped route shares.
export { default as hotelRoutes } from './routes.ts';
export { findHotelById, MAX_SERIAL_ID, type HotelRow } from './repository.ts';
export { findHotel, hotelNotFound } from './service.ts';
export { selectTranslations, translated } from './translate.ts';
export {
  hotelCodeParams, hotelRefParams, localeQuery, nullableString, translationsSchema, type HotelCodeParams, type LocaleQuery,
} from './schema.ts';
