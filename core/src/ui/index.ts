// core/ui: shared React for the three apps. Apps import react-i18next and mobx-react-lite helpers
// from here, so every app uses one copy bound to the same i18n instance.
export { StoresProvider, useStores } from './StoresContext.tsx';
export { NorenRoot, followLocale, type NorenRootProps } from './NorenRoot.tsx';
export { createI18n, type CreateI18nOptions } from './i18n/createI18n.ts';
export { preloadNamespace } from './i18n/preloadNamespace.ts';
export { saveBlob } from './saveBlob.ts';
export { localeFiles, type LocaleFiles, type LocaleGlob, type Namespace } from './i18n/localeFiles.ts';
export { useDocumentLocale } from './hooks/useDocumentLocale.ts';
export { useDocumentTitle } from './hooks/useDocumentTitle.ts';
export { useErrorText } from './hooks/useErrorText.ts';
export { useWhenIdle } from './hooks/useWhenIdle.ts';
export { BrandTheme, themeStyle } from './theme/BrandTheme.tsx';
export { AppShell, MAIN_ID, type AppShellProps } from './components/AppShell.tsx';
export { LanguageSelector } from './components/LanguageSelector.tsx';
export { Spinner } from './components/Spinner.tsx';
export { ErrorBanner, type ErrorBannerProps } from './components/ErrorBanner.tsx';
export { NotFoundPage } from './components/NotFoundPage.tsx';
export { Button, type ButtonProps } from './components/Button.tsx';
export { FieldFrame, type FieldFrameProps, type ControlProps } from './components/Field.tsx';
export { TextField, type TextFieldProps } from './components/TextField.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField.tsx';
export { Price, type PriceProps } from './components/Price.tsx';
export { DateRangeField, type DateRange, type DateRangeFieldProps } from './components/DateRangeField.tsx';
export { GuestCounts, Stepper, type GuestCountsProps, type GuestCountsValue, type StepperProps } from './components/GuestCounts.tsx';
// The calendar itself is imported lazily from '@noren/core/ui/components/DateRangePicker.tsx' (the
// booking search loads it on intent): a re-export here would put it in every first screen's chunk.
export type { DateRangePickerProps, DateRangeValue, DayInfo } from './components/DateRangePicker.tsx';
export { formatIsoDate, isoToUtcDate, weekdayOf, type DateStyle } from './format/dates.ts';
export { StepIndicator, type StepIndicatorProps } from './components/StepIndicator.tsx';
export { NavigationBridge } from './components/NavigationBridge.tsx';
export { mountApp, onFirstInteraction, type MountAppOptions, type MountedApp } from './mountApp.tsx';
export { afterPaint, whenIdle } from './whenIdle.ts';
export { preloadableModule, type PreloadableModule } from './preloadableModule.tsx';
export { CORE_ROOT, type AppRootFactory } from './appRoot.ts';
export { browserEnv, browserStorage, browserCookies } from './browserEnv.ts';
export { useTranslation, Trans } from 'react-i18next';
export { observer } from 'mobx-react-lite';
