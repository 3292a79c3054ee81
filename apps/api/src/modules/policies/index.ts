// The policies module's public face: its routes, and a hotel's policies as plans show them.
export { default as policiesRoutes } from './routes.ts';
export { loadPolicies } from './repository.ts';
export { policyView, type PolicyView } from './service.ts';
