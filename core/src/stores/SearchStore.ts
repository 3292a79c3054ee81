// The search criteria (spec part 1 §3, defaults §4): from the address, else from the
// `{hotelCode}_search` cookie (base64 of the query pairs, 1 hour), else the hotel's defaults.
import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  DEFAULT_SEARCH_RULES, applySearchDefaults, searchRulesFromSettings, stayNights, todayInTimeZone, validateSearch,
  type Clock, type IsoDate, type SearchCriteria, type SearchInput, type SearchProblem, type SearchRules,
} from '@noren/core/domain';
import type { AppEnv } from './env.ts';
import type { SettingsStore } from './SettingsStore.ts';
import { parseSearchQuery, searchQueryPairs, type Passthrough } from './search/searchQuery.ts';
import { searchResultPath } from './search/paths.ts';

/** Spec part 2 §9: the search-criteria cookie lives 1 hour. */
export const SEARCH_COOKIE_MAX_AGE_SECONDS = 60 * 60;

export function searchCookieName(hotelCode: string): string {
  return `${hotelCode}_search`;
}

/** base64 of the query string, which URLSearchParams has already made ASCII. */
export function encodeSearchCookie(pairs: Array<[string, string]>): string {
  return btoa(new URLSearchParams(pairs).toString());
}

export function decodeSearchCookie(value: string): URLSearchParams | null {
  try {
    return new URLSearchParams(atob(value));
  } catch {
    return null;
  }
}

export type CriteriaSource = 'address' | 'cookie' | 'defaults';

export interface SearchStoreDeps {
  env: AppEnv;
  settings: SettingsStore;
  clock: Clock;
}

export class SearchStore {
  criteria: SearchCriteria | null = null;
  passthrough: Passthrough = {};
  source: CriteriaSource | null = null;

  constructor(private readonly deps: SearchStoreDeps) {
    makeObservable(this, {
      criteria: observableRef,
      passthrough: observableRef,
      source: observableRef,
      rules: computed,
      nights: computed,
      problems: computed,
      queryPairs: computed,
      loadFromAddress: action,
      setCriteria: action,
      update: action,
      reset: action,
    });
  }

  get rules(): SearchRules {
    const s = this.deps.settings.settings;
    return s ? searchRulesFromSettings(s) : DEFAULT_SEARCH_RULES;
  }

  /** The hotel's today: stay dates are dates in its time zone. */
  today(): IsoDate {
    const zone = this.deps.settings.settings?.time_zone ?? 'UTC';
    return todayInTimeZone(this.deps.clock.now(), zone);
  }

  get nights(): number {
    return this.criteria ? stayNights(this.criteria) : 0;
  }

  get problems(): SearchProblem[] {
    return this.criteria ? validateSearch(this.criteria, this.rules, this.today()) : [];
  }

  get queryPairs(): Array<[string, string]> {
    return this.criteria ? searchQueryPairs(this.criteria, this.passthrough) : [];
  }

  /**
   * Loads the criteria of `href` before the page's first render (the booking root's
   * beforeFirstRender), so the page renders once, ready. The page's own load of the same address
   * (useAddressSearch's effect) then keeps these criteria instead of replacing them with an equal
   * new object, which would render every observer of them again (issue 14 §4).
   */
  prepareFromAddress(href: string): void {
    this.loadFromAddress(href);
    this.#prepared = { href, criteria: this.criteria };
  }

  #prepared: { href: string; criteria: SearchCriteria | null } | null = null;

  /** Criteria from the address when it has any, else the cookie, else defaults. */
  loadFromAddress(href: string = this.deps.env.location.href): CriteriaSource {
    const prepared = this.#prepared;
    this.#prepared = null;
    if (prepared && prepared.href === href && prepared.criteria === this.criteria && this.source) return this.source;
    const fromAddress = parseSearchQuery(new URL(href).searchParams);
    const cookie = this.readCookie();
    const fromCookie = cookie ? parseSearchQuery(cookie) : null;
    let source: CriteriaSource = 'defaults';
    let input: SearchInput = {};
    if (fromAddress.hasCriteria) {
      source = 'address';
      input = fromAddress.input;
    } else if (fromCookie?.hasCriteria) {
      source = 'cookie';
      input = fromCookie.input;
    }
    // Tracking parameters of this visit win over those stored with an older search.
    this.passthrough = { ...(source === 'cookie' ? fromCookie?.passthrough : {}), ...fromAddress.passthrough };
    this.criteria = applySearchDefaults(input, this.rules, this.today());
    this.source = source;
    return source;
  }

  setCriteria(input: SearchInput): void {
    this.criteria = applySearchDefaults(input, this.rules, this.today());
  }

  /** Changes some fields; derived ones (checkout for day use, secret mode) follow the defaults rules again. */
  update(change: SearchInput): void {
    const base: SearchInput = this.criteria ? { ...this.criteria } : {};
    this.setCriteria({ ...base, ...change });
  }

  /** Writes the cookie; call when a search is run. */
  save(): void {
    const code = this.deps.settings.hotelCode;
    if (!code || !this.criteria) return;
    this.deps.env.cookies.set(searchCookieName(code), encodeSearchCookie(this.queryPairs), { maxAgeSeconds: SEARCH_COOKIE_MAX_AGE_SECONDS });
  }

  /** Where the search leads: the booking result, or the facilities screen for a brand-facility search. */
  resultPath(opts: { brandFacility?: boolean } = {}): string | null {
    const code = this.deps.settings.hotelCode;
    return code ? searchResultPath(code, this.queryPairs, opts) : null;
  }

  reset(): void {
    this.criteria = null;
    this.passthrough = {};
    this.source = null;
  }

  private readCookie(): URLSearchParams | null {
    const code = this.deps.settings.hotelCode;
    const raw = code ? this.deps.env.cookies.get(searchCookieName(code)) : null;
    return raw ? decodeSearchCookie(raw) : null;
  }
}
