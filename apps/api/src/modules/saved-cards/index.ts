// The saved-cards module's public face: its routes.
export { default as savedCardRoutes } from './routes.ts';
