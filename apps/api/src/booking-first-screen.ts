// The results page's first screen drawn into its HTML (issue 14 §2, README "The results page's
// first load"): the booking app's own server build (apps/booking/src/server/firstScreen.tsx,
// built to apps/booking/dist-server by `npm run build`) renders the page from the start-up data
// booking-startup.ts computed, so the title, the search and the list's placeholder paint from the
// HTML, before the app's JavaScript has arrived. The browser's app replaces that markup on its first
// commit. No build, a module that fails to load, or a render that fails or needs the network: the
// page goes out as before, drawn by the browser alone, never a 5xx.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStartupData, type StartupData } from '@noren/core/domain';

/** What the server build's renderFirstScreen returns (apps/booking/src/server/firstScreen.tsx). */
export interface FirstScreenMarkup {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

interface FirstScreenModule {
  renderFirstScreen(input: {
    startup: StartupData;
    href: string;
    cookies: Record<string, string | undefined>;
    clock: { now(): Date };
  }): Promise<FirstScreenMarkup | null>;
}

/**
 * The renderer for one server build: the module is loaded on the first page that needs it and kept
 * (it is the deploy's own code, immutable until the next start). A build missing at that moment is
 * looked for again on the next page, so `npm run build` next to a running server takes effect.
 */
export function firstScreenRenderer(app: FastifyInstance, modulePath: string | null) {
  let loaded: Promise<FirstScreenModule> | null = null;
  return async (startup: unknown, request: FastifyRequest): Promise<FirstScreenMarkup | null> => {
    if (!modulePath || !isStartupData(startup)) return null;
    if (!loaded) {
      if (!existsSync(modulePath)) return null;
      loaded = import(pathToFileURL(modulePath).href) as Promise<FirstScreenModule>;
    }
    try {
      const module = await loaded;
      return await module.renderFirstScreen({ startup, href: pageAddress(request), cookies: request.cookies ?? {}, clock: app.clock });
    } catch (error) {
      request.log.warn({ err: error }, 'results page served without its first screen');
      return null;
    }
  };
}

/** The address the browser shows: the stores read the hotel code, language and search from it. */
function pageAddress(request: FastifyRequest): string {
  return new URL(request.url, `${request.protocol}://${request.host}`).href;
}
