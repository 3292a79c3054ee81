// Everything an app's tree needs: stores, translations following the chosen language, <html lang dir>
// and the brand colours.
import { useEffect, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CoreStores } from '@noren/core/stores';
import { StoresProvider } from './StoresContext.tsx';
import { BrandTheme } from './theme/BrandTheme.tsx';
import { useDocumentLocale } from './hooks/useDocumentLocale.ts';

export interface NorenRootProps {
  stores: CoreStores;
  i18n: I18n;
  children: ReactNode;
}

/** Keeps i18next on the store's language; returns the disposer. */
export function followLocale(stores: CoreStores, i18n: I18n): () => void {
  return reaction(
    () => stores.locale.language,
    (language) => void i18n.changeLanguage(language),
    { fireImmediately: true },
  );
}

const DocumentLocale = observer(function DocumentLocale({ stores }: { stores: CoreStores }) {
  useDocumentLocale(stores.locale.language);
  return null;
});

export function NorenRoot({ stores, i18n, children }: NorenRootProps) {
  useEffect(() => followLocale(stores, i18n), [stores, i18n]);
  return (
    <StoresProvider stores={stores}>
      <I18nextProvider i18n={i18n}>
        <DocumentLocale stores={stores} />
        <BrandTheme>{children}</BrandTheme>
      </I18nextProvider>
    </StoresProvider>
  );
}
