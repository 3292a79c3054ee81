// The settings module's public face: its routes.
export { default as settingsRoutes } from './routes.ts';
