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
export * from './PaymentStore.ts';
export * from './payment/choices.ts';
export * from './payment/challengeRecord.ts';
export * from './ManageReservationStore.ts';
export {
  AccountStore, CONFIRMATION_LINK_ERROR, INVALID_CREDENTIALS_ERROR, ORGANISATION_CREDENTIALS_ERROR, RESEND_ALREADY_CONFIRMED_ERROR, RESEND_NOT_REGISTERED_ERROR,
  UNCONFIRMED_ERROR, type AccountForm, type AccountStoreDeps,
} from './AccountStore.ts';
export * from './account/forms.ts';
export * from './account/redirect.ts';
export * from './UnsubscribeStore.ts';
export * from './StaffStore.ts';
export * from './staff/StaffReservationsStore.ts';
export * from './staff/StaffOutboxStore.ts';
export * from './ResultsStore.ts';
export * from './InventoryStore.ts';
export * from './latestCall.ts';
export * from './booking/assignment.ts';
export * from './AnalyticsStore.ts';
export * from './ParentMessagesStore.ts';
export * from './RootStore.ts';
export * from './screenStores.ts';
export * from './search/searchQuery.ts';
export * from './search/paths.ts';
