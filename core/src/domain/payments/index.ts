// Payment rules shared by the API and the booking app: cards, brands, payment types, statuses and
// the mapping of gateway refusals to catalogue codes.
export * from './brands.ts';
export * from './problems.ts';
export * from './card.ts';
export * from './brandRules.ts';
export * from './paymentTypes.ts';
export * from './methodRules.ts';
export * from './choices.ts';
export * from './statuses.ts';
export * from './failures.ts';
