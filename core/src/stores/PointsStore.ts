// Points (spec part 1 §3, part 2 §7.6): the balance and ranking points, and the history read five
// at a time. A fresh load replaces the list, load-more appends; history errors go to the caller
// and to `historyError`. A balance failure keeps the last values, is logged and is kept in
// `balanceError` for the screen. Both loads go through AsyncState (the latest call wins).
// Everything resets on sign-in and sign-out.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { CurrentPoints, NorenApi, PointHistoryEntry, PointScope, PointsTimelineResponse } from '@noren/core/api';
import { AsyncState } from './async/AsyncState.ts';
import type { ShownError } from './shownError.ts';

/** Part 2 §9: points page size 5, first page 1. */
export const POINTS_PAGE_SIZE = 5;
export const POINTS_FIRST_PAGE = 1;

export interface PointsStoreDeps {
  api: NorenApi;
  /** The hotel the membership calls go to; null before init. */
  hotelId: () => string | number | null;
  log?: (message: string, error: unknown) => void;
}

export class PointsStore {
  totalPoint = 0;
  rankingPoints = 0;
  futurePoint = 0;
  history: PointHistoryEntry[] = [];
  scope: PointScope = 'current';
  currentPage = POINTS_FIRST_PAGE;
  totalPages = 0;
  totalRows = 0;
  programEnabled = false;
  total = 0;
  totalRankingPoints = 0;

  readonly #balance = new AsyncState<CurrentPoints>();
  readonly #history = new AsyncState<PointsTimelineResponse>();

  constructor(private readonly deps: PointsStoreDeps) {
    makeObservable(this, {
      totalPoint: observable,
      rankingPoints: observable,
      futurePoint: observable,
      history: observableRef,
      scope: observable,
      currentPage: observable,
      totalPages: observable,
      totalRows: observable,
      programEnabled: observable,
      total: observable,
      totalRankingPoints: observable,
      hasMore: computed,
      reset: action,
    });
  }

  get hasMore(): boolean {
    return this.currentPage < this.totalPages;
  }

  /** A page of the history is on its way. */
  get loading(): boolean {
    return this.#history.loading;
  }

  get balanceLoading(): boolean {
    return this.#balance.loading;
  }

  /** Why the last balance load failed (the last values stay shown), or null. */
  get balanceError(): ShownError | null {
    return this.#balance.shownError;
  }

  /** Why the last history page failed (what was shown stays), or null. */
  get historyError(): ShownError | null {
    return this.#history.shownError;
  }

  /** The balance; a failure keeps the last values, is logged and shown as balanceError (part 2 §7.6). */
  async loadBalance(): Promise<void> {
    const id = this.deps.hotelId();
    if (id === null) return;
    // The API client takes no signal for this call: an overtaken answer is dropped all the same.
    const outcome = await this.#balance.run(() => this.deps.api.getCurrentPoints(id), { keep: true });
    if (!outcome) return;
    if (!outcome.ok) {
      (this.deps.log ?? defaultLog)('points balance could not be loaded', outcome.error);
      return;
    }
    const points = outcome.value;
    runInAction(() => {
      this.totalPoint = points.total_point;
      this.rankingPoints = points.ranking_points_value;
      this.futurePoint = points.future_point ?? 0;
    });
  }

  /** Page 1 of the history, replacing what was shown. */
  loadHistory(scope: PointScope = this.scope, signal?: AbortSignal): Promise<void> {
    return this.fetchPage(scope, POINTS_FIRST_PAGE, 'replace', signal);
  }

  /** The next page, appended. Does nothing on the last page. */
  loadMore(signal?: AbortSignal): Promise<void> {
    if (!this.hasMore) return Promise.resolve();
    return this.fetchPage(this.scope, this.currentPage + 1, 'append', signal);
  }

  private async fetchPage(scope: PointScope, page: number, mode: 'replace' | 'append', signal?: AbortSignal): Promise<void> {
    const id = this.deps.hotelId();
    if (id === null || signal?.aborted) return;
    // The caller's signal (a screen going away) stops the load as cancel() does.
    const stop = () => this.#history.cancel();
    signal?.addEventListener('abort', stop, { once: true });
    const outcome = await this.#history
      .run((own) => this.deps.api.getPointsTimeline(id, { page, per_page: POINTS_PAGE_SIZE, scope }, own), { keep: true })
      .finally(() => signal?.removeEventListener('abort', stop));
    if (!outcome) return;
    if (!outcome.ok) throw outcome.error;
    const response = outcome.value;
    runInAction(() => {
      this.scope = scope;
      this.history = mode === 'replace' ? [...response.data] : [...this.history, ...response.data];
      this.currentPage = response.page;
      this.totalPages = response.total_pages;
      this.totalRows = response.total_entries;
      this.programEnabled = response.program_enabled;
      this.total = response.total ?? 0;
      this.totalRankingPoints = response.total_ranking_points ?? 0;
    });
  }

  /** Part 1 §4 "Login reset": page 1, program disabled, zero totals, no history or future points. */
  reset(): void {
    this.#balance.reset();
    this.#history.reset();
    this.totalPoint = 0;
    this.rankingPoints = 0;
    this.futurePoint = 0;
    this.history = [];
    this.scope = 'current';
    this.currentPage = POINTS_FIRST_PAGE;
    this.totalPages = 0;
    this.totalRows = 0;
    this.programEnabled = false;
    this.total = 0;
    this.totalRankingPoints = 0;
  }
}

function defaultLog(message: string, error: unknown): void {
  console.warn(message, error);
}
