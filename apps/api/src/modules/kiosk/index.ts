// The kiosk module's public face: its routes (devices, alerts, look-ups, walk-ins, live streams;
// see core/src/contract/kiosk.ts).
export { default as kioskRoutes, type KioskRouteOptions } from './routes.ts';
