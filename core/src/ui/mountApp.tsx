// How each app starts: one API client, the app's root of stores, initialisation (not awaited: the
// spinner shows meanwhile), translations for the first language, then the first render. The
// handle's unmount() takes the tree down and stops every reaction the stores started.
// The client is a DeferredApiClient: axios and the response rules load on the first call, or at
// the guest's first interaction (a pointer, key or focus), so a page whose HTML carried its
// start-up data (StartupData) renders, and a guest who only looks at it stays, without them.
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeferredApiClient } from '@noren/core/api';
import type { StartupData } from '@noren/core/domain';
import type { CoreStores } from '@noren/core/stores';
import { CORE_ROOT, type AppRootFactory } from './appRoot.ts';
import { browserEnv } from './browserEnv.ts';
import { createI18n } from './i18n/createI18n.ts';
import type { LocaleFiles, Namespace } from './i18n/localeFiles.ts';
import { NorenRoot } from './NorenRoot.tsx';
import { yieldToMain } from './yieldToMain.ts';

export interface MountAppOptions<R extends CoreStores> {
  appKey: string;
  appSecret: string;
  appVersion: string;
  namespaces: Namespace[];
  /** The locale files the app can need: localeFiles(import.meta.glob(...)) in its main.tsx. */
  locales: LocaleFiles;
  container: HTMLElement;
  app: ReactNode;
  /** The app's own root; core's stores as they are when the app has none of its own (CORE_ROOT). */
  root?: AppRootFactory<R>;
  /** Switches multi-currency off for the whole app (CurrencyStore). */
  environmentBlocksMcp?: () => boolean;
  /** What the page's HTML carried (the booking results page); null or left out for none. */
  startup?: StartupData | null;
  /**
   * What the first render needs besides the stores and the texts, awaited before it (the pay
   * page's lazy chunk, so the first commit is the page and not the routes' spinner); never rejects.
   */
  firstRenderNeeds?: Promise<void>;
}

export interface MountedApp<R extends CoreStores> {
  stores: R;
  unmount(): void;
}

export function mountApp(options: Omit<MountAppOptions<CoreStores>, 'root'>): Promise<MountedApp<CoreStores>>;
export function mountApp<R extends CoreStores>(options: MountAppOptions<R> & { root: AppRootFactory<R> }): Promise<MountedApp<R>>;
export async function mountApp(options: MountAppOptions<CoreStores>): Promise<MountedApp<CoreStores>> {
  const { appKey, appSecret, appVersion, namespaces, locales, container, app, root = CORE_ROOT, environmentBlocksMcp, startup = null, firstRenderNeeds } = options;
  const env = browserEnv();
  const api = new DeferredApiClient({ appKey, appSecret, appVersion, storage: env.storage, startupSession: startup?.client_session });
  // Start-up in stages, each its own task (issue 14 §4: no task over 50 ms at 4× CPU slowdown):
  // the modules' evaluation, the stores, the translations, what the first render needs, the render.
  await yieldToMain();
  const stores = root.create({ api, env, environmentBlocksMcp, startup });
  const initialised = stores.initialise();
  await yieldToMain();
  const i18n = await createI18n({ language: stores.locale.language, namespaces, locales });
  if (root.beforeFirstRender) {
    // With the start-up data in the HTML a guest's init needs no network and is done within this
    // task: the app can then prepare what its first render shows instead of rendering twice. An
    // init that asks the API (a member's /user/me) is not waited for: the shell renders meanwhile.
    if (startup) await Promise.race([initialised, yieldToMain()]);
    // A task of its own even when init was already done: i18next's set-up ends the one before.
    await yieldToMain();
    root.beforeFirstRender(stores);
  }
  await firstRenderNeeds;
  await yieldToMain();
  const reactRoot = createRoot(container);
  // A transition: React renders the first tree in 5 ms slices with the browser between them,
  // instead of one blocking task for the whole page (a MobX update re-renders blocking: the
  // fewer of them after this one, the better; see beforeFirstRender).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <NorenRoot stores={stores} i18n={i18n}>
          {root.wrap ? root.wrap(stores, app) : app}
        </NorenRoot>
      </StrictMode>,
    ),
  );
  onFirstInteraction(() => void api.load());
  return {
    stores,
    unmount() {
      reactRoot.unmount();
      stores.dispose();
    },
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Once, at the first sign the guest is about to act: whatever they touch next may call the API,
 * and its chunk is on its way before the click lands (the price of a selection is debounced).
 */
export function onFirstInteraction(run: () => void): void {
  const fire = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
    run();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, fire, { capture: true, passive: true });
}
