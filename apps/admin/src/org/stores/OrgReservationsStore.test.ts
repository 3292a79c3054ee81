import { describe, expect, it } from 'vitest';
import { ApiError, orgAdminApiFor, type OrgAdminApi, type OrgReservationListQuery as OrgReservationQuery, type OrgReservationPage, type OrgReservationRow } from '@noren/core/api';
import { ORG_PAGE_SIZE, OrgReservationsStore } from './OrgReservationsStore.ts';

const row = (n: number): OrgReservationRow => ({
  reservation_number: `R${String(n).padStart(4, '0')}`, guest_name: `Guest ${n}`, hotel: { code: 'kyoto-gion', name: 'Gion' }, is_day_use: false,
  checkin_date: '2026-05-01', checkout_date: '2026-05-03', nights: 2, rooms: 1, room_nights: 2, reserved_at: '2026-04-01T00:00:00Z',
  booker: { id: 3, name: 'Booker' }, status: 'done', total_price: 20000, currency: 'JPY',
});

const page = (data: OrgReservationRow[], next: string | null, asOf: string): OrgReservationPage => ({ data, next_cursor: next, total_entries: 3, room_nights: 6, as_of: asOf, masked: false });

function setup(answer: (query: OrgReservationQuery) => Promise<OrgReservationPage>) {
  const queries: OrgReservationQuery[] = [];
  const api: OrgAdminApi = { ...orgAdminApiFor({}), orgReservations: (_b, _o, query) => (queries.push(query), answer(query)) };
  const store = new OrgReservationsStore({ api, scope: () => ({ brandId: 1, orgId: 7 }) });
  return { store, queries };
}

describe('OrgReservationsStore', () => {
  it('loads keyset pages of 200 and appends them, until the server has no next cursor', async () => {
    const { store, queries } = setup(async (q) =>
      q.cursor ? page([row(3)], null, '2026-11-25T10:00:00Z') : page([row(1), row(2)], 'c1', '2026-11-25T09:00:00Z'));
    await store.setFilter({ fiscal_year: 2026, hotel: '', q: 'x' });
    expect(store.rows.map((r) => r.reservation_number)).toEqual(['R0001', 'R0002']);
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    expect(store.rows.map((r) => r.reservation_number)).toEqual(['R0001', 'R0002', 'R0003']);
    expect(store.hasMore).toBe(false);
    expect(store.asOf).toBe('2026-11-25T10:00:00Z');
    await store.loadMore();
    expect(queries).toEqual([
      { fiscal_year: 2026, q: 'x', sort: 'checkin_date', order: 'desc', cursor: undefined, limit: ORG_PAGE_SIZE },
      { fiscal_year: 2026, q: 'x', sort: 'checkin_date', order: 'desc', cursor: 'c1', limit: ORG_PAGE_SIZE },
    ]);
  });

  it('sorts: the same column turns round, another starts ascending, each from the first page', async () => {
    const { store, queries } = setup(async () => (page([row(1)], 'c', 'now')));
    await store.sortBy('checkin_date');
    await store.sortBy('total_price');
    expect(queries.map((q) => `${q.sort}:${q.order}:${q.cursor ?? '-'}`)).toEqual(['checkin_date:asc:-', 'total_price:asc:-']);
  });

  it('drops a page for old filters that lands after new ones were asked for', async () => {
    const pending: Array<() => void> = [];
    const { store } = setup((q) => new Promise((resolve) => pending.push(() => resolve(page([row(q.fiscal_year ?? 0)], null, 'now')))));
    const old = store.setFilter({ fiscal_year: 2025 });
    const fresh = store.setFilter({ fiscal_year: 2026 });
    pending[1]();
    pending[0]();
    await Promise.all([old, fresh]);
    expect(store.rows.map((r) => r.reservation_number)).toEqual(['R2026']);
  });

  it('keeps a failure for the screen and shows no rows under it; an empty answer is a loaded empty list', async () => {
    let fail = true;
    const { store } = setup(async () => {
      if (fail) throw new ApiError({ status: 403, code: 9403, message: 'Forbidden' });
      return page([], null, 'now');
    });
    await store.reload();
    expect(store.error?.messageKey).toBe('orgAdmin:errors.forbidden');
    expect(store.loaded).toBe(false);
    fail = false;
    await store.reload();
    expect(store.error).toBeNull();
    expect(store.loaded).toBe(true);
    expect(store.rows).toEqual([]);
  });
});
