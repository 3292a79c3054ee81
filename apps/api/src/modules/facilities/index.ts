// The facilities module's public face: its routes.
export { default as facilitiesRoutes } from './routes.ts';
