// The server's render of an app's first screen (issue 14 §2: "server-rendering the results HTML";
// the guest pay page's too, issue #16), so the page paints its title and content from the HTML
// itself instead of after the app's JavaScript has downloaded and run. The same steps as mountApp
// up to its first render, on the same stores, texts and components, from the start-up data the page's HTML carries: what
// it draws is what the app's own first commit draws (a list not yet shown is its skeleton).
// Nothing here calls the API: with the start-up data the stores need no network, and a store that
// asks anyway gets a refusal, which makes the page fall back to no server render at all.
// The browser does not hydrate this markup: mountApp's createRoot replaces it on its first commit
// (README "The results page's first load" says why), so it is marked inert until then.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { enableStaticRendering } from 'mobx-react-lite';
import type { i18n as I18n } from 'i18next';
import { DeferredApiClient, memoryStorage } from '@noren/core/api';
import { isRtl, LANGUAGE_TAGS, type Clock, type Language, type StartupData } from '@noren/core/domain';
import { ERROR_SLOTS } from '@noren/core/stores';
import type { AppEnv, CookieJar, CoreStores } from '@noren/core/stores';
import type { AppRootFactory } from './appRoot.ts';
import { createI18n } from './i18n/createI18n.ts';
import type { LocaleFiles, Namespace } from './i18n/localeFiles.ts';
import { NorenRoot } from './NorenRoot.tsx';

export interface PrerenderAppOptions<R extends CoreStores> {
  appKey: string;
  appSecret: string;
  appVersion: string;
  namespaces: Namespace[];
  locales: LocaleFiles;
  /** The tree under the server's router (StaticRouter at `href`). */
  app: ReactNode;
  root: AppRootFactory<R>;
  /** The results page's start-up data; null on a page that carries its own (the pay page's, in its root). */
  startup: StartupData | null;
  /**
   * Whether the page needs the hotel's settings (the results page): without them, or with an init
   * error, nothing is drawn. false for a page outside the shell, drawn with no hotel code (the pay page).
   */
  needsSettings?: boolean;
  /** The page's full address, as the browser will see it. */
  href: string;
  /** The cookies the browser sent (the search cookie decides a framed page's search). */
  cookies: Record<string, string | undefined>;
  /** The server's clock: "today" in the hotel's zone is the API's, as in the start-up search. */
  clock: Clock;
  /** false: only the language the stores settle on, no markup (html is ''). */
  markup?: boolean;
  /** The page's document title in its language, for the HTML's <title> (the app sets it again once it runs). */
  title?: (t: I18n['t']) => string;
}

export interface PrerenderedApp {
  /** The markup for inside the app's container; '' when none was asked. */
  html: string;
  /** The language the stores settled on. */
  language: Language;
  /** <html lang dir> as useDocumentLocale sets them, so the first paint reads in its language and direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's document title, when the page names one (options.title) and markup was drawn. */
  title?: string;
}

/** The request's cookies, read only: nothing the server render sets reaches the browser. */
function requestCookies(cookies: Record<string, string | undefined>): CookieJar {
  return { get: (name) => cookies[name] ?? null, set() {}, remove() {} };
}

class NoNetworkOnServer extends Error {
  constructor() {
    super('the server render of a first screen makes no API call');
  }
}

/** The first screen's markup, or null when the stores could not start from the start-up data alone. */
export async function prerenderApp<R extends CoreStores>(options: PrerenderAppOptions<R>): Promise<PrerenderedApp | null> {
  const { appKey, appSecret, appVersion, namespaces, locales, app, root, startup, href, cookies, clock, markup = true, needsSettings = true, title } = options;
  // observer components render once, with no reaction left behind on the server.
  enableStaticRendering(true);
  const env: AppEnv = {
    location: { href },
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: requestCookies(cookies),
    reload() {},
    navigate() {},
    replaceUrl() {},
  };
  let refused = false;
  const api = new DeferredApiClient({
    appKey, appSecret, appVersion, storage: env.storage, clock, startupSession: startup?.client_session,
    loadClient: () => {
      refused = true;
      return Promise.reject(new NoNetworkOnServer());
    },
  });
  const stores = root.create({ api, env, clock, startup, embedHost: null, dataLayer: null });
  try {
    await stores.initialise();
    if (refused) return null;
    if (needsSettings && (!stores.settings.loaded || ERROR_SLOTS.some((slot) => stores.errors[slot] !== null))) return null;
    const language = stores.locale.language;
    let html = '';
    let documentTitle: string | undefined;
    if (markup) {
      const i18n = await createI18n({ language, namespaces, locales });
      root.beforeFirstRender?.(stores);
      if (refused) return null;
      html = await renderToHtml(
        <NorenRoot stores={stores} i18n={i18n}>
          {root.wrap ? root.wrap(stores, app) : app}
        </NorenRoot>,
      );
      if (refused) return null;
      documentTitle = title?.(i18n.t);
    }
    return { html, language, lang: LANGUAGE_TAGS[language], dir: isRtl(language) ? 'rtl' : 'ltr', ...(documentTitle && { title: documentTitle }) };
  } finally {
    stores.dispose();
  }
}

/**
 * The tree's HTML once everything in it has loaded: a lazy page (the pay page's chunk) is waited
 * for, where renderToString would write its Suspense fallback, the spinner, instead.
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}
