export * from './messages.ts';
export * from './origin.ts';
export * from './companion.ts';
export * from './frame-height.ts';
