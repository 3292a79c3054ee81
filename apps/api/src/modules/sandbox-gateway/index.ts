// The sandbox-gateway module's public face: its routes (the sandbox's own pages and calls), and
// the service payments/ wraps as a gateway adapter.
export { default as sandboxGatewayRoutes } from './routes.ts';
export type { SandboxStatus } from './repository.ts';
export { SandboxService, type PaymentView, type SavedCardView } from './service.ts';
