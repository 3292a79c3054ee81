// core/ui: shared React for the three apps. Apps import react-i18next and mobx-react-lite helpers
// from here, so every app uses one copy bound to the same i18n instance.
export { StoresProvider, useStores } from './StoresContext.tsx';
export { NorenRoot, followLocale, type NorenRootProps } from './NorenRoot.tsx';
export { createI18n, type CreateI18nOptions } from './i18n/createI18n.ts';
export { loadLocaleFile, hasLocaleFile, type Namespace } from './i18n/localeFiles.ts';
export { useDocumentLocale } from './hooks/useDocumentLocale.ts';
export { useDocumentTitle } from './hooks/useDocumentTitle.ts';
export { useErrorText } from './hooks/useErrorText.ts';
export { BrandTheme, themeStyle } from './theme/BrandTheme.tsx';
export { AppShell, MAIN_ID, type AppShellProps } from './components/AppShell.tsx';
export { LanguageSelector } from './components/LanguageSelector.tsx';
export { Spinner } from './components/Spinner.tsx';
export { ErrorBanner, type ErrorBannerProps } from './components/ErrorBanner.tsx';
export { NotFoundPage } from './components/NotFoundPage.tsx';
export { mountApp, type MountAppOptions } from './mountApp.tsx';
export { browserEnv, browserStorage } from './browserEnv.ts';
export { useTranslation, Trans } from 'react-i18next';
export { observer } from 'mobx-react-lite';
