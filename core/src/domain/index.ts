// core/domain: pure TypeScript shared by the API and the apps. No React, MobX or DOM here.
export * from './contract/settings.ts';
export * from './i18n/languages.ts';
export * from './time/clock.ts';
export * from './errors/index.ts';
export * from './constants.ts';
export * from './money/index.ts';
export * from './search/index.ts';
export * from './pricing/index.ts';
export * from './payments/index.ts';
export * from './contract/search.ts';
export * from './reservations/index.ts';
export * from './contract/reservations.ts';
export * from './analytics/index.ts';
export * from './embed/index.ts';
export * from './cancellation/index.ts';
