// The plans module's public face: its routes.
export { default as plansRoutes } from './routes.ts';
