// The organisations module's public face: its routes, the organisation user a member session
// may stand for, and an organisation user with their organisation by id (the console's hand-over).
export { default as organisationRoutes } from './routes.ts';
export { organisationUser } from './service.ts';
export { findOrganisationUserById } from './repository.ts';
