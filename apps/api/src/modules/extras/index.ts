// The extras module's public face: its routes. Its rows are read by search (search/extras.ts),
// which prices them.
export { default as extrasRoutes } from './routes.ts';
