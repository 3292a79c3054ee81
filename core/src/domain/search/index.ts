export * from './dates.ts';
export * from './criteria.ts';
export * from './nights.ts';
export * from './validate.ts';
export * from './availability.ts';
export * from './notifications.ts';
export * from './roomsParams.ts';
export * from './addressQuery.ts';
