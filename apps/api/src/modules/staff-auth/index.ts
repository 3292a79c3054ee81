// The staff-auth module's public face: its routes.
export { default as staffAuthRoutes } from './routes.ts';
