// What the results page's HTML carried (core/domain startup/startupData.ts), handed to the stores
// that would otherwise ask for it: the init settings to SessionStore, the first search to
// ResultsStore. Each part is used once, and only when it answers exactly what the store would
// have asked: the same hotel, the language the client is in, the same query. A member's session
// (stored, or handed over in the address) drops the search: it is a guest's view, and a member
// must never see a guest price that then changes, so the member's search is asked at once instead.
import {
  sameQueryParams, type InitSettings, type Language, type QueryParams, type QuestionListing, type SearchResponse, type SignInButtonSettings, type StartupData,
} from '@noren/core/domain';

export interface StartupSettings {
  settings: InitSettings;
  signInButton: SignInButtonSettings | null;
}

export class StartupHandOff {
  readonly #data: StartupData | null;
  #settingsTaken = false;
  #searchTaken = false;
  #notificationsTaken = false;
  /** A member's token was seen: the guest's view is not shown. */
  #memberSeen = false;

  constructor(data: StartupData | null, private readonly language: () => Language) {
    this.#data = data;
  }

  /** The inlined settings when they are the hotel's in the language the client starts in; once. */
  takeSettings(hotelCode: string): StartupSettings | null {
    const data = this.#data;
    if (!data || this.#settingsTaken || data.hotel_code !== hotelCode || data.language !== this.language()) return null;
    this.#settingsTaken = true;
    return { settings: data.settings, signInButton: data.sign_in_button };
  }

  /** A member's token is about to be tried: the guest's results must not be shown. */
  dropSearch(): void {
    this.#memberSeen = true;
  }

  /**
   * The inlined search when it answers this very search: the settings came inlined too (same
   * hotel and start language), no member token was seen, and the query and language match. Once.
   */
  takeSearch(hotelCode: string, params: QueryParams): SearchResponse | null {
    if (!this.hasSearch(hotelCode, params)) return null;
    this.#searchTaken = true;
    return this.#data!.search!.response;
  }

  /** Whether takeSearch would answer this search now (it takes nothing). */
  hasSearch(hotelCode: string, params: QueryParams): boolean {
    const search = this.#data?.search;
    return !!search && !this.#searchTaken && this.#fits(hotelCode, search.language, search.params, params);
  }

  /** The inlined notifications for this query, on the same terms as the search; once. */
  takeNotifications(hotelCode: string, params: QueryParams): QuestionListing[] | null {
    const notifications = this.#data?.notifications;
    if (!notifications || this.#notificationsTaken || !this.#fits(hotelCode, notifications.language, notifications.params, params)) return null;
    this.#notificationsTaken = true;
    return notifications.listing;
  }

  #fits(hotelCode: string, language: Language, inlined: QueryParams, asked: QueryParams): boolean {
    return this.#settingsTaken && !this.#memberSeen && this.#data?.hotel_code === hotelCode
      && language === this.language() && sameQueryParams(inlined, asked);
  }
}
