// The wire shapes, each written once as a TypeBox schema (see ARCHITECTURE.md "Wire shapes").
// The API imports values from here to validate and serialise; apps and core/{api,stores,ui} may
// only `import type` (lint), and read the same shapes through `Static<>` types.
export * from './shapes.ts';
export * from './guest-fields.ts';
export * from './common.ts';
export * from './health.ts';
export * from './client-sessions.ts';
export * from './test-clock.ts';
export * from './accounts.ts';
export * from './saved-cards.ts';
export * from './marketing-emails.ts';
export * from './staff.ts';
export * from './policies.ts';
export * from './plans.ts';
export * from './extras.ts';
export * from './questions.ts';
export * from './hotels.ts';
export * from './search-query.ts';
export * from './search.ts';
export * from './images.ts';
export * from './facilities.ts';
export * from './settings.ts';
export * from './reservation-view.ts';
export * from './reservations.ts';
export * from './manage.ts';
export * from './audit.ts';
export * from './organisation-admin.ts';
export * from './organisation-reservations.ts';
export * from './pay-links.ts';
export * from './kiosk.ts';
export * from './kiosk-receipts.ts';
