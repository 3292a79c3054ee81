// The corporate admin console's public face (issue #15): its routes; whether an organisation's
// contract masks guest names (the reservation module's hook, wired in reservation-hooks.ts); and
// the job that deletes export files after 24 hours.
export { default as organisationAdminRoutes } from './routes.ts';
export { masksGuestNames } from './contract.ts';
export { purgeExpiredExports, EXPORTS_PER_DAY, EXPORT_MAX_ROWS, EXPORT_LINK_TTL_MS } from './exports.ts';
