// Every table of the database; drizzle-kit reads this file to generate migrations.
export * from './auth.ts';
export * from './brands.ts';
export * from './hotels.ts';
export * from './rooms.ts';
export * from './kids.ts';
export * from './cancellation.ts';
export * from './plans.ts';
export * from './stock.ts';
export * from './exchange-rates.ts';
export type * from './types.ts';
export * from './extras.ts';
export * from './questions.ts';
export * from './coupons.ts';
export * from './payments.ts';
export * from './reservations.ts';
export * from './reservation-cancellations.ts';
export * from './mail.ts';
export * from './saved-cards.ts';
