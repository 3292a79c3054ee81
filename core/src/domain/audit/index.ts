export * from './actions.ts';
