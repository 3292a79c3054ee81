// The booking app's server build (`vite build --ssr src/server/entry.ts`, apps/booking/package.json),
// which the API loads (apps/api/src/booking-first-screen.ts): the first screens it draws into pages' HTML.
export { renderFirstScreen } from './firstScreen.tsx';
export { renderPayPage } from './payPage.tsx';
