// The organisation's reservations (issue #15 part 3): the filters, the sort, and the rows loaded so
// far. Pages come by keyset (the server's next_cursor), 200 rows each, appended as the list scrolls;
// new filters or a new sort start again from the first page. Every load goes through AsyncState,
// so a page for old filters that lands late is dropped, never appended.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { OrgAdminApi, OrgReservationFilter, OrgReservationPage, OrgReservationRow, OrgReservationSort } from '@noren/core/api';
import type { ReservationView } from '@noren/core/domain';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { orgErrorOf } from './orgErrors.ts';

export const ORG_PAGE_SIZE = 200;

export type OrgFilter = Omit<OrgReservationFilter, 'sort' | 'order'>;
export interface OrgSort { key: OrgReservationSort; order: 'asc' | 'desc' }
export const DEFAULT_SORT: OrgSort = { key: 'checkin_date', order: 'desc' };

export interface OrgReservationsDeps {
  api: OrgAdminApi;
  scope: () => { brandId: number; orgId: number } | null;
}

export class OrgReservationsStore {
  filter: OrgFilter = {};
  sort: OrgSort = DEFAULT_SORT;
  rows: OrgReservationRow[] = [];
  nextCursor: string | null = null;
  asOf: string | null = null;
  /** Of all pages: how many reservations match, their room-nights, and whether names are masked. */
  totals: { entries: number; roomNights: number; masked: boolean } | null = null;
  /** Every hotel and booker seen in an answer, for the filters' choices (they outlive a filter change). */
  hotels: ReadonlyMap<string, string> = new Map();
  bookers: ReadonlyMap<number, string> = new Map();
  /** The first page has answered for the current filters (an empty list is then a real answer). */
  loaded = false;

  private readonly pageLoad = new AsyncState<OrgReservationPage>({ explain: orgErrorOf });
  private readonly detailLoad = new AsyncState<ReservationView>({ explain: orgErrorOf });

  constructor(private readonly deps: OrgReservationsDeps) {
    makeObservable<OrgReservationsStore, 'accept'>(this, {
      filter: observableRef,
      sort: observableRef,
      rows: observableRef,
      nextCursor: observable,
      asOf: observable,
      totals: observableRef,
      hotels: observableRef,
      bookers: observableRef,
      loaded: observable,
      setFilter: action,
      sortBy: action,
      accept: action,
      closeDetail: action,
    });
  }

  get loading(): boolean {
    return this.pageLoad.loading;
  }

  get error(): ShownError | null {
    return this.pageLoad.shownError;
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  get detail(): ReservationView | null {
    return this.detailLoad.value;
  }

  get detailLoading(): boolean {
    return this.detailLoad.loading;
  }

  get detailError(): ShownError | null {
    return this.detailLoad.shownError;
  }

  /** Replaces the filters (empty values dropped) and loads the first page. */
  setFilter(filter: OrgFilter): Promise<void> {
    this.filter = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as OrgFilter;
    return this.reload();
  }

  /** Sorting by the column sorted already turns its order round; another column starts ascending. */
  sortBy(key: OrgReservationSort): Promise<void> {
    this.sort = this.sort.key === key ? { key, order: this.sort.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' };
    return this.reload();
  }

  /** The first page again, under the current filters and sort. */
  async reload(): Promise<void> {
    runInAction(() => {
      this.rows = [];
      this.nextCursor = null;
      this.loaded = false;
      this.totals = null;
    });
    await this.fetch(undefined);
  }

  /** The next page, when there is one and none is loading. */
  async loadMore(): Promise<void> {
    if (!this.nextCursor || this.loading) return;
    await this.fetch(this.nextCursor);
  }

  private async fetch(cursor: string | undefined): Promise<void> {
    const scope = this.deps.scope();
    if (!scope) return;
    const query = { ...this.filter, sort: this.sort.key, order: this.sort.order, cursor, limit: ORG_PAGE_SIZE };
    const outcome = await this.pageLoad.run((signal) => this.deps.api.orgReservations(scope.brandId, scope.orgId, query, signal));
    if (outcome?.ok) this.accept(outcome.value, cursor !== undefined);
  }

  private accept(page: OrgReservationPage, append: boolean): void {
    this.rows = append ? [...this.rows, ...page.data] : page.data;
    this.totals = { entries: page.total_entries, roomNights: page.room_nights, masked: page.masked };
    const hotels = new Map(this.hotels);
    const bookers = new Map(this.bookers);
    for (const row of page.data) {
      hotels.set(row.hotel.code, row.hotel.name);
      if (row.booker) bookers.set(row.booker.id, row.booker.name);
    }
    if (hotels.size !== this.hotels.size) this.hotels = hotels;
    if (bookers.size !== this.bookers.size) this.bookers = bookers;
    this.nextCursor = page.next_cursor;
    this.asOf = page.as_of;
    this.loaded = true;
  }

  async open(number: string): Promise<void> {
    const scope = this.deps.scope();
    if (!scope) return;
    await this.detailLoad.run((signal) => this.deps.api.orgReservation(scope.brandId, scope.orgId, number, signal));
  }

  closeDetail(): void {
    this.detailLoad.reset();
  }
}
