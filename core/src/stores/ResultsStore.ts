// The search results of the booking result page (spec part 2 §7.3 GET /hotels/{id}/rooms) and the
// notifications shown above them (part 1 §4 "Notification filtering"). A newer search replaces an
// older one still in flight; failures go to the search-result error slot (part 2 §8.2).
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { searchRoomsParams, type NorenApi, type QuestionListing } from '@noren/core/api';
import type { PlanResult, RoomResult, SearchCriteria, SearchResponse } from '@noren/core/domain';
import type { CurrencyStore } from './CurrencyStore.ts';
import type { ErrorStore } from './ErrorStore.ts';
import { LatestCall } from './async/LatestCall.ts';
import { searchQueryString } from './search/searchQuery.ts';

export interface ResultsStoreDeps {
  api: NorenApi;
  hotelId: () => string | null;
  currency: CurrencyStore;
  errors: ErrorStore;
}

export class ResultsStore {
  response: SearchResponse | null = null;
  /** The criteria the response answers; the page compares it with the address to know it is current. */
  searchedKey: string | null = null;
  loading = false;
  notifications: QuestionListing[] = [];

  readonly #search = new LatestCall();
  readonly #notifications = new LatestCall();

  constructor(private readonly deps: ResultsStoreDeps) {
    makeObservable(this, {
      response: observableRef,
      searchedKey: observable,
      loading: observable,
      notifications: observableRef,
      rooms: computed,
      plans: computed,
      empty: computed,
      clear: action,
    });
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

  /** Runs the search; resolves once it landed, failed (error slot set) or was replaced. */
  async search(criteria: SearchCriteria): Promise<void> {
    const hotelId = this.deps.hotelId();
    if (!hotelId) return;
    const key = searchQueryString(criteria) + `|${this.mcpCurrency() ?? ''}`;
    runInAction(() => {
      this.loading = true;
      this.deps.errors.clear('searchResult');
    });
    void this.loadNotifications(hotelId, criteria);
    try {
      const result = await this.#search.run((signal) =>
        this.deps.api.searchRooms(hotelId, this.params(criteria), signal),
      );
      if (!result) return;
      runInAction(() => {
        this.response = result.value;
        this.searchedKey = key;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.response = null;
        this.searchedKey = key;
        this.loading = false;
        this.deps.errors.setSearchResultError(error);
      });
    }
  }

  /** A dated search that finds nothing also asks for the next check-in that has rooms, to offer it. */
  params(criteria: SearchCriteria) {
    const params = searchRoomsParams(criteria, { mcpCurrency: this.mcpCurrency() });
    if (criteria.search_type === 'dated') params.search_next_available_date_if_no_result = true;
    return params;
  }

  private async loadNotifications(hotelId: string, criteria: SearchCriteria): Promise<void> {
    const params = criteria.search_type === 'undated' ? { search_type: 'undated' } : { checkin: criteria.checkin ?? undefined };
    try {
      const result = await this.#notifications.run((signal) => this.deps.api.listNotifications(hotelId, params, signal));
      if (result) runInAction(() => (this.notifications = result.value));
    } catch (error) {
      // Part 2 §8.2: a failed notification load sets the search-result error to its title.
      runInAction(() => {
        this.notifications = [];
        this.deps.errors.setSearchResultError(error);
      });
    }
  }

  clear(): void {
    this.#search.cancel();
    this.#notifications.cancel();
    this.response = null;
    this.searchedKey = null;
    this.loading = false;
    this.notifications = [];
  }
}
