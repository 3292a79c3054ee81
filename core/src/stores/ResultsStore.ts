// The search results of the booking result page (spec part 2 §7.3 GET /hotels/{id}/rooms) and the
// notifications shown above them (part 1 §4 "Notification filtering"). A newer search replaces an
// older one still in flight; failures go to the search-result error slot (part 2 §8.2).
import { action, computed, makeObservable, runInAction } from 'mobx';
import type { NorenApi, QuestionListing } from '@noren/core/api';
import { resultPageNotificationParams, resultPageSearchParams, type PlanResult, type RoomResult, type SearchCriteria, type SearchResponse } from '@noren/core/domain';
import type { CurrencyStore } from './CurrencyStore.ts';
import type { ErrorStore } from './ErrorStore.ts';
import { AsyncState } from './async/AsyncState.ts';
import type { StartupHandOff } from './StartupHandOff.ts';
import { searchQueryString } from './search/searchQuery.ts';

export interface ResultsStoreDeps {
  api: NorenApi;
  hotelId: () => string | null;
  currency: CurrencyStore;
  errors: ErrorStore;
  /** The first search the page's HTML carried, used instead of asking when it is this search. */
  startup?: StartupHandOff;
}

/** A search's answer (null when it failed) with the criteria it answers, landing together. */
interface Searched {
  response: SearchResponse | null;
  key: string;
}

export class ResultsStore {
  // Each failure goes to the ErrorStore's search-result slot, which the page shows.
  readonly #search = new AsyncState<Searched>();
  readonly #notifications = new AsyncState<QuestionListing[]>();

  constructor(private readonly deps: ResultsStoreDeps) {
    makeObservable(this, {
      rooms: computed,
      plans: computed,
      empty: computed,
      clear: action,
    });
  }

  get response(): SearchResponse | null {
    return this.#search.value?.response ?? null;
  }

  /** The criteria the response answers; the page compares it with the address to know it is current. */
  get searchedKey(): string | null {
    return this.#search.value?.key ?? null;
  }

  get loading(): boolean {
    return this.#search.loading;
  }

  get notifications(): QuestionListing[] {
    return this.#notifications.value ?? [];
  }

  get rooms(): readonly RoomResult[] {
    return this.response?.rooms ?? [];
  }

  get plans(): readonly PlanResult[] {
    return this.response?.plans ?? [];
  }

  /** A finished search found nothing to book. */
  get empty(): boolean {
    const r = this.response;
    if (!r || this.loading) return false;
    return r.type === 'plan' ? (r.plans ?? []).length === 0 : (r.rooms ?? []).length === 0;
  }

  /** Multi-currency searches ask the API for the shown currency beside the hotel's. */
  mcpCurrency(): string | null {
    return this.deps.currency.mcpMode ? this.deps.currency.shown : null;
  }

  /**
   * The search before the page's first render (the booking root's beforeFirstRender), when its
   * answer is in the page's HTML: it lands at once, so the page renders once with it. The page's own
   * search of the same criteria (its mount effect) then keeps it instead of setting it again,
   * which would render the page a second time, blocking (issue 14 §4).
   */
  prepareSearch(criteria: SearchCriteria): void {
    const hotelId = this.deps.hotelId();
    // Only the answer at hand: a search that must ask the API is the page's to start.
    if (!hotelId || !this.deps.startup?.hasSearch(hotelId, this.params(criteria))) return;
    void this.search(criteria);
    this.#prepared = this.searchKey(criteria);
  }

  #prepared: string | null = null;

  private searchKey(criteria: SearchCriteria): string {
    return searchQueryString(criteria) + `|${this.mcpCurrency() ?? ''}`;
  }

  /** Runs the search; resolves once it landed, failed (error slot set) or was replaced. */
  async search(criteria: SearchCriteria): Promise<void> {
    const hotelId = this.deps.hotelId();
    if (!hotelId) return;
    const key = this.searchKey(criteria);
    const prepared = this.#prepared;
    this.#prepared = null;
    if (prepared === key && this.searchedKey === key && !this.loading) return;
    runInAction(() => this.deps.errors.clear('searchResult'));
    void this.loadNotifications(hotelId, criteria);
    const params = this.params(criteria);
    const inlined = this.deps.startup?.takeSearch(hotelId, params);
    if (inlined) {
      runInAction(() => this.#search.set({ response: inlined, key }));
      return;
    }
    // The results shown stay while the next search runs.
    const outcome = await this.#search.run(
      async (signal) => ({ response: await this.deps.api.searchRooms(hotelId, params, signal), key }),
      { keep: true },
    );
    if (outcome && !outcome.ok) {
      runInAction(() => {
        this.#search.set({ response: null, key });
        this.deps.errors.setSearchResultError(outcome.error);
      });
    }
  }

  /** A dated search that finds nothing also asks for the next check-in that has rooms, to offer it. */
  params(criteria: SearchCriteria) {
    return resultPageSearchParams(criteria, this.mcpCurrency());
  }

  private async loadNotifications(hotelId: string, criteria: SearchCriteria): Promise<void> {
    const params = resultPageNotificationParams(criteria);
    const inlined = this.deps.startup?.takeNotifications(hotelId, params);
    if (inlined) {
      runInAction(() => this.#notifications.set(inlined));
      return;
    }
    const outcome = await this.#notifications.run((signal) => this.deps.api.listNotifications(hotelId, params, signal), {
      keep: true,
      clearOnError: true,
    });
    // Part 2 §8.2: a failed notification load sets the search-result error to its title.
    if (outcome && !outcome.ok) runInAction(() => this.deps.errors.setSearchResultError(outcome.error));
  }

  clear(): void {
    this.#search.reset();
    this.#notifications.reset();
  }
}
