// How each app starts: one API client, the stores, initialisation (not awaited: the spinner shows
// meanwhile), translations for the first language, then the first render.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@noren/core/api';
import { RootStore } from '@noren/core/stores';
import { browserEnv } from './browserEnv.ts';
import { createI18n } from './i18n/createI18n.ts';
import type { Namespace } from './i18n/localeFiles.ts';
import { NorenRoot } from './NorenRoot.tsx';

export interface MountAppOptions {
  appKey: string;
  appSecret: string;
  appVersion: string;
  namespaces: Namespace[];
  container: HTMLElement;
  app: ReactNode;
  /** Switches multi-currency off for the whole app (CurrencyStore). */
  environmentBlocksMcp?: () => boolean;
}

export async function mountApp({ appKey, appSecret, appVersion, namespaces, container, app, environmentBlocksMcp }: MountAppOptions): Promise<RootStore> {
  const env = browserEnv();
  const api = createApiClient({ appKey, appSecret, appVersion, storage: env.storage });
  const stores = new RootStore({ api, env, environmentBlocksMcp });
  void stores.initialise();
  const i18n = await createI18n({ language: stores.locale.language, namespaces });
  createRoot(container).render(
    <StrictMode>
      <NorenRoot stores={stores} i18n={i18n}>
        {app}
      </NorenRoot>
    </StrictMode>,
  );
  return stores;
}
