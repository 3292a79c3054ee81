// The organisations module's public face: its routes, and the organisation user a member session
// may stand for.
export { default as organisationRoutes } from './routes.ts';
export { organisationUser } from './service.ts';
