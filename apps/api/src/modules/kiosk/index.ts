// The kiosk module's public face: its routes (devices, alerts, look-ups, walk-ins, live streams;
// see core/src/contract/kiosk.ts), and which devices show a pay link (its live events' audience).
export { default as kioskRoutes, type KioskRouteOptions } from './routes.ts';
export { devicesShowing as devicesShowingPayLink } from './repository.ts';
