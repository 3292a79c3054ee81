export * from './types.ts';
export * from './accommodationTax.ts';
export * from './coupon.ts';
export * from './engine.ts';
export * from './summary.ts';
export * from './invariants.ts';
export * from './wire.ts';
export * from './audiences.ts';
