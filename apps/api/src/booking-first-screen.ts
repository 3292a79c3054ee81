// The results page's first screen drawn into its HTML (issue 14 §2, README "The results page's
// first load"): the booking app's own server build (apps/booking/src/server/firstScreen.tsx,
// built to apps/booking/dist-server by `npm run build`) renders the page from the start-up data
// booking-startup.ts computed, so the title, the search and the list's placeholder paint from the
// HTML, before the app's JavaScript has arrived. The browser's app replaces that markup on its first
// commit. Drawn for a page framed by widget.js (`parentUrl`): at the top level it moved Lighthouse's
// first paint ahead of the app's scripts, which then all counted as blocking time (TBT 133 → 413 ms,
// performance 91 → 85 on the bench; README "Performance budget"), while inside the hotel's page
// it is what brings the frame's LCP under budget. Every results page gets the language it starts
// in, for <html lang dir> and the hint of its texts' chunk. No build, a module that fails to load,
// or a render that fails or needs the network: the page goes out as before, never a 5xx.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStartupData, type StartupData } from '@noren/core/domain';
import type { FirstScreen } from './plugins/static-apps.ts';
import { firstScreenTextsModule } from './plugins/page-preloads.ts';

/** What the server build's renderFirstScreen returns (apps/booking/src/server/firstScreen.tsx). */
interface Rendered {
  html: string;
  language: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

interface FirstScreenModule {
  renderFirstScreen(input: {
    startup: StartupData;
    href: string;
    cookies: Record<string, string | undefined>;
    clock: { now(): Date };
    markup: boolean;
  }): Promise<Rendered | null>;
}

/**
 * The renderer for one server build: the module is loaded on the first page that needs it and kept
 * (it is the deploy's own code, immutable until the next start). A build missing at that moment is
 * looked for again on the next page, so `npm run build` next to a running server takes effect.
 */
export function firstScreenRenderer(app: FastifyInstance, modulePath: string | null) {
  let loaded: Promise<FirstScreenModule> | null = null;
  return async (startup: unknown, request: FastifyRequest): Promise<FirstScreen | null> => {
    if (!modulePath || !isStartupData(startup)) return null;
    if (!loaded) {
      if (!existsSync(modulePath)) return null;
      loaded = import(pathToFileURL(modulePath).href) as Promise<FirstScreenModule>;
    }
    try {
      const module = await loaded;
      const address = pageAddress(request);
      const rendered = await module.renderFirstScreen({
        startup, href: address.href, cookies: request.cookies ?? {}, clock: app.clock, markup: address.searchParams.has('parentUrl'),
      });
      if (!rendered) return null;
      const { language, ...markup } = rendered;
      // The first screen's texts are one chunk per language (apps/booking startup/firstScreenTexts.ts),
      // asked for only once the app's modules have run: hinted here, it comes with them.
      return { ...markup, preloads: { modules: [firstScreenTextsModule(language)], namespaces: [], language } };
    } catch (error) {
      request.log.warn({ err: error }, 'results page served without its first screen');
      return null;
    }
  };
}

/** The address the browser shows: the stores read the hotel code, language and search from it. */
function pageAddress(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}
