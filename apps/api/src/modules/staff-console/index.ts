// The staff-console module's public face: its routes, and the staff-at-this-hotel check other staff screens share.
export { default as staffConsoleRoutes } from './routes.ts';
export { staffHotel } from './routes.ts';
