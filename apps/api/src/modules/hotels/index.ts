// The hotels module's public face: its routes, finding a hotel by its reference, translated
// hotel text. Its wire shapes are in core/src/contract (common.ts, hotels.ts).
export { default as hotelRoutes } from './routes.ts';
export { findHotelById, MAX_SERIAL_ID, type HotelRow } from './repository.ts';
export { findHotel, hotelNotFound } from './service.ts';
export { selectTranslations, translated } from './translate.ts';
