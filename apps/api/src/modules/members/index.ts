// The members module's public face: its routes, and how an e-mail address is compared (staff
// sign-in and the seed use it too).
export { default as memberRoutes } from './routes.ts';
export { normaliseEmail } from './repository.ts';
