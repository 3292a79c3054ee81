// The hotels module's public face: its routes, finding a hotel by its reference, a hotel's
// context for the guest-side reads (its row, kids tiers, rules and today), translated hotel text. Its wire shapes are in core/src/contract (common.ts, hotels.ts).
export { default as hotelRoutes } from './routes.ts';
export { findHotelById, MAX_SERIAL_ID, type HotelRow } from './repository.ts';
export { findHotel, hotelNotFound } from './service.ts';
export { hotelSiteOrigins } from './sites.ts';
export { hotelRules, loadHotelContext, localTime, type HotelContext, type KidsTierRow } from './context.ts';
export { selectTranslations, translated } from './translate.ts';
