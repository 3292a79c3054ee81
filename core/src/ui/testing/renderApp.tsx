// Renders a whole app in jsdom against the fake API, at a given address, for the apps' own tests.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Namespace } from '../i18n/localeFiles.ts';
import { RootStore } from '@noren/core/stores';
import { FakeApi } from '../../stores/testing/fakeApi.ts';
import { memoryEnv } from '../../stores/testing/memoryEnv.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { NorenRoot } from '../NorenRoot.tsx';

export interface RenderedApp {
  stores: RootStore;
  api: FakeApi;
  container: HTMLElement;
  unmount(): void;
}

/** The address goes into the real history, since the apps use BrowserRouter. */
export async function renderApp(path: string, app: ReactNode, namespaces: Namespace[], api = new FakeApi()): Promise<RenderedApp> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', path);
  const env = memoryEnv(window.location.href);
  const stores = new RootStore({ api, env, accountApi: api });
  const i18n = await createI18n({ language: stores.locale.language, namespaces });
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = createRoot(container);
  await act(async () => {
    root!.render(
      <NorenRoot stores={stores} i18n={i18n}>
        {app}
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
    },
  };
}
