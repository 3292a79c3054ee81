// The staff-console module's public face: its routes.
export { default as staffConsoleRoutes } from './routes.ts';
