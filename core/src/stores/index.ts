// core/stores: MobX state shared by the apps. No React or DOM: browser things come in through AppEnv.
export * from './env.ts';
export * from './shownError.ts';
export * from './colour.ts';
export * from './ErrorStore.ts';
export * from './NavigationStore.ts';
export * from './LocaleStore.ts';
export * from './SettingsStore.ts';
export * from './SessionStore.ts';
export * from './SearchStore.ts';
export * from './SelectionStore.ts';
export * from './CurrencyStore.ts';
export * from './PricingStore.ts';
export * from './PointsStore.ts';
export * from './ReservationStore.ts';
export * from './RootStore.ts';
export * from './search/searchQuery.ts';
export * from './search/paths.ts';
