// The questions module's public face: its routes.
export { default as questionsRoutes } from './routes.ts';
export { labelFilters } from './service.ts';
