export * from './fee.ts';
export * from './reasons.ts';
export { localInstant } from './zonedTime.ts';
