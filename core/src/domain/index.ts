// core/domain: pure TypeScript shared by the API and the apps. No React, MobX or DOM here.
export * from './contract/settings.ts';
export * from './i18n/languages.ts';
export * from './time/clock.ts';
export * from './errors/index.ts';
