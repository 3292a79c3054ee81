// Renders a whole app in jsdom against the fake API, at a given address, for the apps' own tests.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Namespace } from '../i18n/localeFiles.ts';
import type { CoreStores } from '@noren/core/stores';
import { FakeApi } from '../../stores/testing/fakeApi.ts';
import { memoryEnv } from '../../stores/testing/memoryEnv.ts';
import type { AppRootFactory } from '../appRoot.ts';
import { allLocaleFiles } from '../i18n/allLocaleFiles.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { NorenRoot } from '../NorenRoot.tsx';

export interface RenderedApp<R extends CoreStores = CoreStores> {
  stores: R;
  api: FakeApi;
  container: HTMLElement;
  /** Unmounts the tree and disposes the root (its reactions stop). */
  unmount(): void;
}

/** The address goes into the real history, since the apps use BrowserRouter. */
export async function renderApp<R extends CoreStores>(path: string, app: ReactNode, namespaces: Namespace[], appRoot: AppRootFactory<R>, api = new FakeApi()): Promise<RenderedApp<R>> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', path);
  const env = memoryEnv(window.location.href);
  const stores = appRoot.create({ api, env, accountApi: api });
  const i18n = await createI18n({ language: stores.locale.language, namespaces, locales: allLocaleFiles });
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = createRoot(container);
  await act(async () => {
    root!.render(
      <NorenRoot stores={stores} i18n={i18n}>
        {appRoot.wrap ? appRoot.wrap(stores, app) : app}
      </NorenRoot>,
    );
  });
  await act(() => stores.initialise());
  return {
    stores,
    api,
    container,
    unmount() {
      act(() => root?.unmount());
      root = null;
      container.remove();
      stores.dispose();
    },
  };
}
