// The results page's first screen drawn into its HTML (issue 14 §2, README "The results page's
// first load"): the booking app's own server build (apps/booking/src/server/firstScreen.tsx,
// built to apps/booking/dist-server by `npm run build`) renders the page from the start-up data
// booking-startup.ts computed, so the title, the search and the list's placeholder paint from the
// HTML, before the app's JavaScript has arrived. The browser's app replaces that markup on its first
// commit. Drawn for a page framed by widget.js (`parentUrl`): at the top level it moved Lighthouse's
// first paint ahead of the app's scripts, which then all counted as blocking time (TBT 133 → 413 ms,
// performance 91 → 85 on the bench; README "Performance budget"), while inside the hotel's page
// it is what brings the frame's LCP under budget. Every results page gets the language it starts
// in, for <html lang dir> and the hint of its texts' chunk. The guest pay page is drawn the same way
// from its own start-up data (pay-link-startup.ts; apps/booking/src/server/payPage.tsx), at the top
// level too: its budget is the first paint of what is due (LCP ≤ 2.5 s, issue #16), and the guest
// reads the amount and the hotel before the card form answers. No build, a module that fails to
// load, or a render that fails or needs the network: the page goes out as before, never a 5xx.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPayLinkStartupData, isStartupData, type PayLinkStartupData, type StartupData } from '@noren/core/domain';
import type { FirstScreen, FirstScreenSource } from './plugins/static-apps.ts';
import { firstScreenTextsModule } from './plugins/page-preloads.ts';

/** What the server build's renderers return (apps/booking/src/server/entry.ts). */
interface Rendered {
  html: string;
  language: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's document title in its language (the pay page's). */
  title?: string;
}

interface ServerBuild {
  renderFirstScreen(input: {
    startup: StartupData;
    href: string;
    cookies: Record<string, string | undefined>;
    clock: { now(): Date };
    markup: boolean;
  }): Promise<Rendered | null>;
  renderPayPage(input: {
    startup: PayLinkStartupData;
    href: string;
    cookies: Record<string, string | undefined>;
    clock: { now(): Date };
  }): Promise<Rendered | null>;
}

/**
 * The server build, loaded on the first page that needs it and kept (it is the deploy's own code,
 * immutable until the next start). A build missing at that moment is looked for again on the next
 * page, so `npm run build` next to a running server takes effect.
 */
function serverBuild(modulePath: string | null): () => Promise<ServerBuild> | null {
  let loaded: Promise<ServerBuild> | null = null;
  return () => {
    if (!modulePath) return null;
    if (!loaded) {
      if (!existsSync(modulePath)) return null;
      loaded = import(pathToFileURL(modulePath).href) as Promise<ServerBuild>;
    }
    return loaded;
  };
}

/**
 * A page's renderer for one server build: `draw` runs only with the build and the page's own
 * start-up data, and whatever it throws leaves the page as it was.
 */
function renderer<T>(
  modulePath: string | null, page: string, isData: (data: unknown) => data is T,
  draw: (build: ServerBuild, data: T, request: FastifyRequest) => Promise<FirstScreen | null>,
): FirstScreenSource {
  const build = serverBuild(modulePath);
  return async (data, request) => {
    const module = build();
    if (!module || !isData(data)) return null;
    try {
      return await draw(await module, data, request);
    } catch (error) {
      request.log.warn({ err: error }, `${page} served without its first screen`);
      return null;
    }
  };
}

/** The results page's. */
export function firstScreenRenderer(app: FastifyInstance, modulePath: string | null): FirstScreenSource {
  return renderer(modulePath, 'results page', isStartupData, async (build, startup, request) => {
    const address = pageAddress(request);
    const rendered = await build.renderFirstScreen({
      startup, href: address.href, cookies: request.cookies ?? {}, clock: app.clock, markup: address.searchParams.has('parentUrl'),
    });
    if (!rendered) return null;
    const { language, ...markup } = rendered;
    // The first screen's texts are one chunk per language (apps/booking startup/firstScreenTexts.ts),
    // asked for only once the app's modules have run: hinted here, it comes with them.
    return { ...markup, preloads: { modules: [firstScreenTextsModule(language)], namespaces: [], language } };
  });
}

/** The guest pay page's; its hints are the page's own (payPagePreloads). */
export function payPageRenderer(app: FastifyInstance, modulePath: string | null): FirstScreenSource {
  return renderer(modulePath, 'pay page', isPayLinkStartupData, async (build, startup, request) => {
    const rendered = await build.renderPayPage({ startup, href: pageAddress(request).href, cookies: request.cookies ?? {}, clock: app.clock });
    if (!rendered) return null;
    const { language: _language, ...markup } = rendered;
    return markup;
  });
}

/** The address the browser shows: the stores read the hotel code, language and search from it. */
function pageAddress(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}
