// The kiosk module's public face: its routes (devices, alerts, live streams; see
// core/src/contract/kiosk.ts).
export { default as kioskRoutes } from './routes.ts';
