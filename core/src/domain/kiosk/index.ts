export * from './walkIn.ts';
