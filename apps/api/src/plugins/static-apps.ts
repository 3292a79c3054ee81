// Serves the three built front ends on the API's origin: booking at /, admin at /admin/, kiosk at
// /kiosk/. Hashed files under assets/ are cached for a year; index.html is revalidated on every
// load so a deploy reaches browsers at once. A page route the app knows (GET, Accept text/html)
// falls back to the app's index.html; anything under /api/ never does and gets the 404 envelope.
// The booking results page (/booking/result) is the exception: its HTML carries the start-up data
// (a client session, init settings, the first search) that app.ts's `startupData` computes, so it
// is private and never stored (README "The results page's first load"). So is the guest pay page
// (/payments/{n}, /payments/{n}/display): its HTML carries a client session and the link's view
// (app.ts's `payStartupData`, README "Performance budget"), in a data block of its own, and the
// page's first screen drawn from it (`payFirstScreen`).
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@noren/core/domain';
import type { StaticAppConfig } from '../config.ts';
import { CSP_DIRECTIVES } from './external.ts';
import { headersFor } from './security-headers.ts';
import { pagePreloadTags, type PagePreloads } from './page-preloads.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** The results HTML holds a client session made for this visitor: no cache may keep or share it. */
export const PRIVATE_NO_STORE = 'private, no-store';
export const RESULTS_PAGE_PATH = '/booking/result';
/** Matches core/domain's STARTUP_DATA_ELEMENT_ID (plugins import no core module but through options). */
export const STARTUP_ELEMENT_ID = 'noren-startup';
/** Matches core/domain's PAY_LINK_STARTUP_ELEMENT_ID. */
export const PAY_STARTUP_ELEMENT_ID = 'noren-pay-startup';
/** The guest pay page's addresses (core/domain payPageNumber reads the number). */
const PAY_PAGE_PATH = /^\/payments\/[^/]+(?:\/display)?\/?$/;

/** Computes the start-up data of a booking results address; null leaves it out. */
export type StartupDataSource = (request: FastifyRequest) => Promise<unknown>;

/** The first screen's markup drawn from a page's start-up data (booking-first-screen.ts; html '' when not drawn), or null. */
export interface FirstScreen {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's document title, for its <title> before the app sets it (the pay page's). */
  title?: string;
  /** What the page loads first, hinted in its head (none beyond the page's own: the pay page). */
  preloads?: PagePreloads;
}
export type FirstScreenSource = (data: unknown, request: FastifyRequest) => Promise<FirstScreen | null>;

const gzipAsync = promisify(gzip);

const APP_TITLES: Record<StaticAppConfig['app'], string> = {
  booking: 'booking widget',
  admin: 'admin console',
  kiosk: 'lobby kiosk',
};

// The booking widget is framed by hotel websites (spec part 2 §7.9 talks to the parent window),
// and their pages load /widget.js, so booking pages may be framed and fetched from any origin;
// but not the pages with a card or password form (FORM_PAGES).
const FRAMEABLE = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, 'frame-ancestors': ['*'] } },
  frameguard: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const;

/**
 * The booking pages with a card or password form (apps/booking routes/paths.ts: signIn,
 * organisationSignIn, signUp, payment; and the pay page, PAY_PAGE_PATH): a site that frames one
 * could overlay it and take what the guest types. Only the hotel's own sites may frame them
 * (`framingSites`), and this origin; a hotel without sites, this origin only.
 */
const FORM_PAGES = new Set(['/sign-in', '/organization-sign-in', '/sign-up', '/reservation/payment']);

/** The sites (origins) that may frame a form page of the request's hotel (app.ts: framing-sites.ts). */
export type FramingSitesSource = (request: FastifyRequest) => Promise<string[]>;

/**
 * The address as the booking app's router matches it: decoded, any case, without repeated or
 * trailing slashes (React Router matches /Sign-In/ as /sign-in).
 */
function routedPath(rest: string): string {
  let path = `/${rest}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Left as it is: the router cannot decode it either.
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

export function isFormPage(rest: string): boolean {
  const path = routedPath(rest);
  return FORM_PAGES.has(path) || PAY_PAGE_PATH.test(path);
}

/** The CSP of a form page that `sites` may frame, worked out once per distinct list. */
const formPagePolicies = new Map<string, string>();
export function formPagePolicy(sites: readonly string[]): string {
  const key = sites.join(' ');
  let policy = formPagePolicies.get(key);
  if (policy === undefined) {
    const directives = { ...CSP_DIRECTIVES, 'frame-ancestors': ["'self'", ...sites] };
    policy = headersFor({ contentSecurityPolicy: { useDefaults: false, directives } }).set['content-security-policy']!;
    // Hotels' sites are few; a bound keeps a changing list from growing this for ever.
    if (formPagePolicies.size >= 1000) formPagePolicies.clear();
    formPagePolicies.set(key, policy);
  }
  return policy;
}

interface StartupSources {
  /** The results page's. */
  startupData?: StartupDataSource;
  /** The results page's first screen, drawn from its start-up data. */
  firstScreen?: FirstScreenSource;
  /** The guest pay page's. */
  payStartupData?: StartupDataSource;
  /** What the pay page with that data loads first (its chunk, its texts' language), hinted in its HTML. */
  payPreloads?: (data: unknown, request: FastifyRequest) => PagePreloads | null;
  /** The pay page's first screen, drawn from its start-up data. */
  payFirstScreen?: FirstScreenSource;
  /** Who may frame the card and password pages (FORM_PAGES); without it, this origin only. */
  framingSites?: FramingSitesSource;
}

export default fp<{ apps: StaticAppConfig[] } & StartupSources>(async (app, { apps, ...sources }) => {
  // Only the reply.sendFile decorator; the routes below decide what each path means. The build
  // writes a .br and a .gz beside each text file (precompress() in vite.config.ts): sendFile picks
  // the best one the client takes, with Vary: Accept-Encoding.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  for (const spa of apps) {
    const root = resolve(spa.dir);
    const handler = (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) =>
      serve(spa, root, request.params['*'] ?? '', request, reply, spa.app === 'booking' ? sources : {});
    const routeOptions = { config: { public: true, ...(spa.app === 'booking' && { securityHeaders: FRAMEABLE }) } };
    app.get(`${spa.prefix}*`, routeOptions, handler);
    if (spa.prefix !== '/') {
      // /admin -> /admin/ so the app's relative base works.
      app.get(spa.prefix.slice(0, -1), routeOptions, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(spa.prefix + (query >= 0 ? request.url.slice(query) : ''), 308);
      });
    }
  }
}, { name: 'noren-static-apps' });

async function serve(
  spa: StaticAppConfig, root: string, rest: string, request: FastifyRequest, reply: FastifyReply, { startupData, firstScreen, payStartupData, payPreloads, payFirstScreen, framingSites }: StartupSources,
) {
  // The booking app's wildcard is /*, so unknown API paths land here first: they get the
  // JSON 404, never the SPA.
  if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();

  if (!existsSync(resolve(root, 'index.html'))) return notBuilt(spa, reply);

  const file = await regularFileWithin(root, rest);
  if (file !== null) {
    reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(file, root, { cacheControl: false, dotfiles: 'deny' });
  }

  if (wantsPage(request) && !rest.startsWith('assets/')) {
    if (spa.app === 'booking' && isFormPage(rest)) reply.header('content-security-policy', formPagePolicy(await formPageSites(framingSites, request)));
    if (startupData && `/${rest}` === RESULTS_PAGE_PATH) {
      return pageWithStartup(root, request, reply, { data: startupData, elementId: STARTUP_ELEMENT_ID, base: '/', firstScreen });
    }
    if (payStartupData && PAY_PAGE_PATH.test(`/${rest}`)) {
      return pageWithStartup(root, request, reply, {
        data: payStartupData, elementId: PAY_STARTUP_ELEMENT_ID, base: spa.prefix, preloads: payPreloads, firstScreen: payFirstScreen, scriptsAfterPaint: true,
      });
    }
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile('index.html', root, { cacheControl: false });
  }
  return reply.callNotFound();
}

/** The sites that may frame a form page; none when they cannot be read (this origin only, never any). */
async function formPageSites(source: FramingSitesSource | undefined, request: FastifyRequest): Promise<string[]> {
  if (!source) return [];
  try {
    return await source(request);
  } catch (error) {
    request.log.warn({ err: error }, 'form page served framable by this origin only: its hotel\'s sites could not be read');
    return [];
  }
}

/** A page whose HTML carries its start-up data: the results page, the pay page. */
interface StartupPage {
  data: StartupDataSource;
  /** The data block's id, which the page's app reads. */
  elementId: string;
  /** The app's base path, for the hinted files' addresses. */
  base: string;
  /** What the page with that data loads first, hinted in its head (the pay page). */
  preloads?: StartupSources['payPreloads'];
  /** Its first screen drawn from that data, with the hints it adds (the results page's texts). */
  firstScreen?: FirstScreenSource;
  /**
   * Drawn, the page is whole without its scripts (the pay page: what is due and the form, where
   * the results page still waits for its cards): they start once it has painted (scriptsAfterPaint).
   */
  scriptsAfterPaint?: boolean;
}

/** index.html with its page's start-up data inlined (results, pay page); without it when computing it fails (never a 5xx). */
async function pageWithStartup(root: string, request: FastifyRequest, reply: FastifyReply, { data: startupData, elementId, base, preloads, firstScreen, scriptsAfterPaint: afterPaint }: StartupPage) {
  const html = await readFile(resolve(root, 'index.html'), 'utf8');
  let data: unknown = null;
  try {
    data = await startupData(request);
  } catch (error) {
    request.log.warn({ err: error }, 'results page served without its start-up data');
  }
  let page = data === null || data === undefined ? html : withStartupData(html, data, elementId);
  const wanted = page !== html && preloads ? preloads(data, request) : null;
  if (wanted) page = withHeadTags(page, await pagePreloadTags(root, html, base, wanted));
  const drawn = page !== html && firstScreen ? await firstScreen(data, request) : null;
  if (drawn) page = withHeadTags(withFirstScreen(page, drawn), drawn.preloads ? await pagePreloadTags(root, html, base, drawn.preloads) : '');
  if (drawn?.html && afterPaint) page = scriptsAfterPaint(page, base);
  reply.header('cache-control', PRIVATE_NO_STORE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  // The inlined search can be tens of kB; nothing compresses dynamic answers on the way out.
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(page, { level: 6 }));
  }
  return reply.send(page);
}

/**
 * A <script type="application/json"> data block: never run, so the CSP is unchanged. Hotel text
 * inside it is escaped for HTML: no `<`, `>` or `&` survives as such, so `</script>` or `<!--` in a
 * hotel's name cannot end the block; U+2028/2029 are escaped for old parsers.
 */
export function startupDataTag(data: unknown, elementId = STARTUP_ELEMENT_ID): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

function withStartupData(html: string, data: unknown, elementId: string): string {
  const tag = startupDataTag(data, elementId);
  // Before the first script, so it is in the document whenever the app's module runs.
  const at = html.search(/<script\b/);
  return at >= 0 ? html.slice(0, at) + tag + html.slice(at) : html + tag;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The first screen's markup inside the app's container, and <html lang dir> in its language. The
 * markup is inert until the app's first commit replaces it (createRoot clears its container): a tap
 * or a key on a control that does nothing yet is not taken, and assistive technology meets the page
 * once, as the app draws it. display: contents keeps the wrapper out of the layout, so the app's own
 * commit lands in the same boxes and nothing shifts. The markup is React's own escaping of the
 * hotel's texts; the CSP is unchanged (no inline script or style element is added).
 */
function withFirstScreen(html: string, screen: FirstScreen): string {
  // The tag is one of core/domain's LANGUAGE_TAGS: anything else is not written into the page.
  if (!html.includes(EMPTY_ROOT) || !/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(screen.lang)) return html;
  let withMarkup = screen.html ? html.replace(EMPTY_ROOT, () => `<div id="root"><div class="noren-first-screen" inert>${screen.html}</div></div>`) : html;
  if (screen.html && screen.title) withMarkup = withMarkup.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title!)}</title>`);
  return withMarkup.replace(/<html\b[^>]*>/, () => `<html lang="${screen.lang}" dir="${screen.dir === 'rtl' ? 'rtl' : 'ltr'}">`);
}

/**
 * A page whose first screen is whole in its HTML paints it with the HTML and its CSS alone: the
 * app's module and its hints become <meta> elements, and apps/booking/public/after-paint.js starts
 * them once the page has painted. On a phone's link nothing of the app then competes with the
 * HTML and CSS; the guest reads what is due while the scripts arrive, and the card form answers
 * when the app has replaced the inert markup (a few hundred ms later than with the scripts hinted
 * up front). The pay page's LCP on Lighthouse's mobile preset went from 2.4 s to 1.1 s (README
 * "Performance budget"): its simulation counts every download that ended before the paint as needed
 * for it. A page whose tags are not the build's known ones is left as it is.
 */
function scriptsAfterPaint(html: string, base: string): string {
  let entry = '';
  const rest = html
    .replace(/<script type="module"[^>]*? src="([^"]+)"><\/script>/, (_m, src: string) => {
      entry = src;
      return `<meta name="noren-entry" content="${src}"><script type="module" src="${base}after-paint.js"></script>`;
    })
    .replace(/<link rel="modulepreload"[^>]*? href="([^"]+)">/g, (_m, href: string) => `<meta name="noren-module" content="${href}">`);
  return entry ? rest : html;
}

/**
 * At the end of the head, after the app's own module and its hints: these downloads start in the
 * same round as the app's, but after them. A phone over HTTP/1.1 opens six connections to a host,
 * and the page's own chunks hinted ahead of React's made React's, the largest, wait for a free one
 * (the pay page's first paint came one download later; README "Performance budget"). A page's CSS
 * also lands after the app's, in the order the app would add it.
 */
function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return tags && at >= 0 ? html.slice(0, at) + tags + html.slice(at) : html + tags;
}

function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** The path relative to root when it names a regular file inside it, no dot-files; else null. */
async function regularFileWithin(root: string, rest: string): Promise<string | null> {
  const relative = rest === '' ? 'index.html' : rest;
  if (relative.includes('\0') || relative.split('/').some((part) => part.startsWith('.'))) return null;
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return null;
  try {
    const info = await stat(full);
    if (info.isFile()) return full.slice(root.length + 1).split(sep).join('/');
    if (info.isDirectory() && existsSync(resolve(full, 'index.html'))) return null;
  } catch {
    // Missing or unreadable: not a file we serve.
  }
  return null;
}

function notBuilt(spa: StaticAppConfig, reply: FastifyReply) {
  const title = APP_TITLES[spa.app];
  // A clear page instead of a crash or an empty 404: the server runs, this app was not built.
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', '60')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Noren: ${title} not built</title></head>` +
        `<body><h1>The ${title} has not been built</h1>` +
        `<p>The API is running, but <code>apps/${spa.app}/dist</code> is missing. Run <code>npm run build</code> ` +
        `(or <code>npm start</code>, which builds first) and reload this page.</p></body></html>`,
    );
}
