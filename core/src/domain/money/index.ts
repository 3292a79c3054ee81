export * from './currencies.ts';
export * from './arithmetic.ts';
export * from './money.ts';
export * from './format.ts';
export * from './exchange.ts';
