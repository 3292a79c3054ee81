// The data the booking app's results HTML carries (core/src/domain/startup/startupData.ts): a client
// session, the hotel's init settings (and its login widget's), and the first guest-view search.
// Each part is the answer of the API's own call, made in-process with app.inject: the same
// Client-Session check, validation, language rules, response caches and serialisation as a call
// from the browser, so there is no second copy of any rule here. What this file decides is only
// which calls the client would make first, read from the address with the client's own functions
// (core/domain: parseSearchQuery, applySearchDefaults, resultPageSearchParams).
// A part that fails is left out (the client then asks for it itself); nothing here turns a bad
// address into a 5xx.
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import {
  applySearchDefaults, normaliseLanguage, parseSearchQuery, resolveLanguage, resultPageSearchParams, searchRulesFromSettings,
  todayInTimeZone, validateSearch,
  resultPageNotificationParams,
  type InitSettings, type Language, type QueryParams, type QuestionListing, type SearchResponse, type SignInButtonSettings, type StartupData,
  type StartupNotifications, type StartupSearch,
} from '@noren/core/domain';
import { openSessionForApp } from './modules/client-sessions/index.ts';
import { TEST_CLOCK_HEADER } from './plugins/clock.ts';

const API = '/api/v1';

/** The startup data for a results address, or null when there is no hotel to start (the client shows its error). */
export async function resultsStartupData(app: FastifyInstance, request: FastifyRequest): Promise<StartupData | null> {
  const address = new URL(request.url, 'http://noren.invalid');
  const params = address.searchParams;
  const hotelCode = (params.get('hotel_code')?.trim() || params.get('code')?.trim()) ?? '';
  if (!hotelCode) return null;
  const bookingApp = app.config.clientApps.find((c) => c.app === 'booking');
  if (!bookingApp) return null;
  const session = await openSessionForApp(app.db, app.clock, bookingApp.key);
  if (!session) return null;

  // LocaleStore starts from the address's `locale` (a stored choice the server cannot see makes the
  // client ask again), else English; the settings are asked in that language.
  const language: Language = normaliseLanguage(params.get('locale')) ?? 'en';
  const call = <T>(url: string, callLanguage: Language) => injected<T>(app, request, session.client_session, callLanguage, url);
  const hotelPath = `${API}/hotels/${encodeURIComponent(hotelCode)}`;
  const [settings, signInButton] = await Promise.all([
    call<InitSettings>(`${hotelPath}/settings/booking_widget`, language),
    call<SignInButtonSettings>(`${hotelPath}/settings/sign_in_button`, language),
  ]);
  if (!settings) return null;

  const first = await firstSearch(app, params, settings, framedWithoutSearch(request, params, hotelCode), {
    search: (query, searchLanguage) => call<SearchResponse>(`${hotelPath}/rooms?${query}`, searchLanguage),
    notifications: (query, searchLanguage) => call<QuestionListing[]>(`${hotelPath}/notifications?${query}`, searchLanguage),
  });
  return {
    hotel_code: hotelCode,
    language,
    client_session: session,
    settings,
    sign_in_button: signInButton,
    search: first?.search ?? null,
    notifications: first?.notifications ?? null,
  };
}

interface SearchCalls {
  search(query: string, language: Language): Promise<SearchResponse | null>;
  notifications(query: string, language: Language): Promise<QuestionListing[] | null>;
}

/**
 * A page framed by widget.js (it sets `parentUrl`) that will search the hotel's defaults at once:
 * its address carries no search (the inline frame and the "Book now" overlay open on the results
 * with no dates), and the browser sent no `{code}_search` cookie, which the client would use
 * instead (SearchStore.loadFromAddress). Its first screen then draws the results from the HTML like
 * the top-level results page, rather than after the client's own session, settings and search
 * round trips. A top-level address without a search keeps nothing inlined: the guest came to pick
 * one (the root page, a bookmarked hotel).
 */
function framedWithoutSearch(request: FastifyRequest, params: URLSearchParams, hotelCode: string): boolean {
  return !!params.get('parentUrl') && !request.cookies?.[`${hotelCode}_search`];
}

/**
 * The results page searches at once when the address carries criteria (ResultPage), with the
 * criteria the client derives from it: the hotel's defaults, and today in the hotel's zone; a framed
 * page with none searches the defaults (framedWithoutSearch). The language is the one LocaleStore
 * settles on once the settings are in.
 */
async function firstSearch(
  app: FastifyInstance,
  params: URLSearchParams,
  settings: InitSettings,
  defaultsWhenNone: boolean,
  calls: SearchCalls,
): Promise<{ search: StartupSearch; notifications: StartupNotifications | null } | null> {
  const parsed = parseSearchQuery(params);
  if (!parsed.hasCriteria && !defaultsWhenNone) return null;
  const rules = searchRulesFromSettings(settings);
  const today = todayInTimeZone(app.clock.now(), settings.time_zone);
  const criteria = applySearchDefaults(parsed.input, rules, today);
  // The page shows the problems instead of searching.
  if (validateSearch(criteria, rules, today).length > 0) return null;
  const offered = [...new Set([...settings.book_languages, ...(settings.available_languages ?? [])])];
  const language = resolveLanguage(normaliseLanguage(params.get('locale')), offered);
  // Multi-currency adds the shown currency, which only the browser knows: such a client asks itself.
  const query: QueryParams = resultPageSearchParams(criteria, null);
  const notificationQuery = resultPageNotificationParams(criteria);
  const [response, listing] = await Promise.all([
    calls.search(queryString(query), language),
    calls.notifications(queryString(notificationQuery), language),
  ]);
  if (!response) return null;
  return { search: { language, params: query, response }, notifications: listing ? { language, params: notificationQuery, listing } : null };
}

function queryString(query: QueryParams): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) out.set(name, String(value));
  return out.toString();
}

/** One API call in-process, as the visitor's browser would send it; its data, or null on any other answer. */
export async function injected<T>(app: FastifyInstance, request: FastifyRequest, clientSession: string, language: Language, url: string): Promise<T | null> {
  const headers: Record<string, string> = { 'client-session': clientSession, 'accept-language': language, 'x-request-id': request.id };
  const clockScope = request.headers[TEST_CLOCK_HEADER];
  if (typeof clockScope === 'string') headers[TEST_CLOCK_HEADER] = clockScope;
  // The visitor's own address, so the calls count against the visitor's rate limit, not the server's.
  const options: InjectOptions = { method: 'GET', url, headers, remoteAddress: request.ip };
  const response = await app.inject(options);
  if (response.statusCode !== 200) return null;
  return (response.json() as { data: T }).data;
}
