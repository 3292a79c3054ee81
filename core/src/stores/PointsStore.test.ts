import { describe, expect, it } from 'vitest';
import { ApiError, type PointHistoryEntry, type PointsTimelineQuery } from '@noren/core/api';
import { POINTS_PAGE_SIZE, PointsStore } from './PointsStore.ts';
import { FakeApi } from './testing/fakeApi.ts';

const entry = (id: number): PointHistoryEntry => ({ id, kind: 'gained', amount: 100, created_at: '2030-01-01T00:00:00Z' });

/** Twelve entries served five a page. */
function pagedApi() {
  const api = new FakeApi();
  api.timeline = (q: PointsTimelineQuery) => ({
    data: Array.from({ length: 12 }, (_, i) => entry(i + 1)).slice((q.page - 1) * q.per_page, q.page * q.per_page),
    page: q.page, total_pages: 3, total_entries: 12, program_enabled: true, total: 1200, total_ranking_points: 300,
  });
  return api;
}

describe('PointsStore', () => {
  it('loads balance and ranking points', async () => {
    const api = new FakeApi();
    api.points = { total_point: 1500, ranking_points_value: 40, future_point: 200 };
    const points = new PointsStore({ api, hotelId: () => 'kyoto-gion' });
    await points.loadBalance();
    expect([points.totalPoint, points.rankingPoints, points.futurePoint]).toEqual([1500, 40, 200]);
    expect(api.calls).toEqual(['getCurrentPoints:kyoto-gion']);
  });

  it('only logs a balance failure', async () => {
    const api = new FakeApi();
    api.points = new ApiError({ status: 500, message: 'down' });
    const logged: string[] = [];
    const points = new PointsStore({ api, hotelId: () => 1, log: (m) => logged.push(m) });
    await expect(points.loadBalance()).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(points.totalPoint).toBe(0);
  });

  it('keeps a balance failure for the screen, keeping the last values, and clears it on the next success', async () => {
    const api = new FakeApi();
    api.points = { total_point: 1500, ranking_points_value: 40, future_point: 200 };
    const points = new PointsStore({ api, hotelId: () => 1, log: () => {} });
    await points.loadBalance();
    api.points = new ApiError({ status: 500, message: 'down', messageKey: 'general.error02' });
    await points.loadBalance();
    expect(points.balanceError).toMatchObject({ messageKey: 'general.error02' });
    expect(points.totalPoint).toBe(1500);
    expect(points.balanceLoading).toBe(false);
    api.points = { total_point: 1600, ranking_points_value: 40 };
    await points.loadBalance();
    expect([points.balanceError, points.totalPoint]).toEqual([null, 1600]);
  });

  it('keeps a history failure as historyError too', async () => {
    const api = pagedApi();
    const points = new PointsStore({ api, hotelId: () => 1 });
    api.timeline = () => new ApiError({ status: 500, message: 'down' });
    await expect(points.loadHistory()).rejects.toBeInstanceOf(ApiError);
    expect(points.historyError).not.toBeNull();
    points.reset();
    expect(points.historyError).toBeNull();
  });

  it('pages the history five at a time: a fresh load replaces, load-more appends', async () => {
    const api = pagedApi();
    const points = new PointsStore({ api, hotelId: () => 1 });
    await points.loadHistory();
    expect(api.timelineQueries[0]).toEqual({ page: 1, per_page: POINTS_PAGE_SIZE, scope: 'current' });
    expect(POINTS_PAGE_SIZE).toBe(5);
    expect(points.history.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    await points.loadMore();
    await points.loadMore();
    expect(points.history.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect([points.currentPage, points.totalPages, points.totalRows, points.programEnabled, points.total, points.totalRankingPoints]).toEqual([3, 3, 12, true, 1200, 300]);
    expect(points.hasMore).toBe(false);
    await points.loadMore();
    expect(api.timelineQueries).toHaveLength(3);
    await points.loadHistory('future');
    expect(points.history.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(api.timelineQueries[3].scope).toBe('future');
  });

  it('rethrows history errors and keeps what was shown', async () => {
    const api = pagedApi();
    const points = new PointsStore({ api, hotelId: () => 1 });
    await points.loadHistory();
    api.timeline = () => new ApiError({ status: 500, message: 'down' });
    await expect(points.loadMore()).rejects.toBeInstanceOf(ApiError);
    expect(points.history).toHaveLength(5);
    expect(points.loading).toBe(false);
  });

  it('resets to page 1, program disabled, zero totals', async () => {
    const points = new PointsStore({ api: pagedApi(), hotelId: () => 1 });
    await points.loadHistory();
    await points.loadMore();
    points.reset();
    expect([points.history, points.currentPage, points.totalPages, points.programEnabled, points.total, points.futurePoint]).toEqual([[], 1, 0, false, 0, 0]);
  });
});
