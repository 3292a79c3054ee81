// The saved-cards module's public face: its routes.
export { default as savedCardRoutes } from './routes.ts';
/** For the reservation module's card payments: the member's card to book with, kept or forgotten with the payment. */
export { cardForBooking, forgetUnpaidCard, rememberCard, savedCardToken } from './service.ts';
