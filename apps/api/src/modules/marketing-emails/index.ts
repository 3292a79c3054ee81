// The marketing-emails module's public face: its routes, and the unsubscribe link mail carries.
export { default as marketingEmailRoutes } from './routes.ts';
export { brandScope, buildUnsubscribeUrl, subscribeFromBooking, UNSUBSCRIBE_PATH } from './service.ts';
