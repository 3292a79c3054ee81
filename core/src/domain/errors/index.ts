export * from './catalogue.ts';
export * from './envelope.ts';
export * from './read.ts';
