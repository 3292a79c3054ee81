// What the API inlines in the HTML of a booking results address (/booking/result?code=...), so the
// first screen renders without a start-up waterfall: a client session, the hotel's init settings
// and the first guest-view search, each computed by the API through its own calls
// (apps/api/src/booking-startup.ts). It travels in <script type="application/json"> (a data block,
// never run; the CSP stays as it is) and the booking app reads it once (apps/booking/src/startup).
// Each part is only a head start: the client uses it when it answers exactly what the client would
// have asked (same hotel, language, query, and a guest), and asks the API itself otherwise. With all
// of it, a guest who only looks at the results makes no API call at all, so the HTTP client's chunk
// (axios, axios-retry) loads only when the guest first interacts (core/ui mountApp).
import type { ClientSessionResponse, InitSettings, SignInButtonSettings } from '../contract/settings.ts';
import type { SearchResponse } from '../contract/search.ts';
import type { QuestionListing } from '../contract/questions.ts';
import type { Language } from '../i18n/languages.ts';
import type { QueryParams } from '../search/roomsParams.ts';

/** The id of the <script type="application/json"> element that carries it. */
export const STARTUP_DATA_ELEMENT_ID = 'noren-startup';

export interface StartupSearch {
  /** The Accept-Language the search was made with (the language the page shows after init). */
  language: Language;
  /** The query of GET /hotels/{code}/rooms, as resultPageSearchParams builds it. */
  params: QueryParams;
  response: SearchResponse;
}

/** The notifications shown above that search (GET /hotels/{code}/notifications), asked with it. */
export interface StartupNotifications {
  language: Language;
  params: QueryParams;
  listing: QuestionListing[];
}

export interface StartupData {
  hotel_code: string;
  /** The language the settings were asked in: the address's `locale`, else English (LocaleStore's start). */
  language: Language;
  client_session: ClientSessionResponse;
  settings: InitSettings;
  /** The login widget's settings; null when that call failed (the widget is optional). */
  sign_in_button: SignInButtonSettings | null;
  /** The first search as a guest sees it; null when the address has no search or it failed. */
  search: StartupSearch | null;
  /** Present with `search`: the results page asks both at once. */
  notifications: StartupNotifications | null;
}

/** A parsed data block is taken only when it has the parts the client relies on. */
export function isStartupData(value: unknown): value is StartupData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const session = v.client_session as Record<string, unknown> | null | undefined;
  return typeof v.hotel_code === 'string' && typeof v.language === 'string'
    && typeof session === 'object' && session !== null && typeof session.client_session === 'string' && typeof session.expires_at === 'string'
    && typeof v.settings === 'object' && v.settings !== null
    && (v.search === null || (typeof v.search === 'object' && v.search !== undefined));
}
