// The timed benches' figures and budget judgement (latency-stats.ts).
import { describe, expect, it } from 'vitest';
import { overLatencyBudget, quantile, summarise } from './latency-stats.ts';

const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10); // 10, 20, ..., 200

describe('latency figures', () => {
  it('takes the nearest-rank quantile', () => {
    expect(quantile(twenty, 0.5)).toBe(100);
    expect(quantile(twenty, 0.95)).toBe(190);
    expect(quantile(twenty, 1)).toBe(200);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('summarises unsorted runs: p50, p95, max', () => {
    const shuffled = [...twenty].reverse();
    expect(summarise(shuffled)).toEqual({ runs: 20, p50Ms: 100, p95Ms: 190, maxMs: 200 });
    expect(shuffled[0]).toBe(200);
  });

  it('passes when p95 is within the budget, even with one slow run of twenty', () => {
    expect(overLatencyBudget('paid', [...twenty.slice(0, 19), 5000], 190, 20)).toEqual([]);
  });

  it('fails when p95 is over the budget', () => {
    expect(overLatencyBudget('paid', twenty, 180, 20)).toEqual(['paid: p95 190 ms is over the 180 ms budget']);
  });

  it('keeps negative times (the kiosk ahead of the phone\'s answer) as figures', () => {
    expect(overLatencyBudget('paid', [-20, -5, 3, 8], 10, 4)).toEqual([]);
    expect(summarise([3, -20, 8, -5])).toEqual({ runs: 4, p50Ms: -5, p95Ms: 8, maxMs: 8 });
  });

  it('fails when runs are missing or a time is not valid', () => {
    expect(overLatencyBudget('paid', twenty.slice(0, 5), 1000, 20)).toEqual(['paid: 5 of 20 runs finished']);
    expect(overLatencyBudget('paid', [...twenty.slice(0, 19), Number.POSITIVE_INFINITY], 1000, 20)).toEqual(['paid: 1 run(s) gave no valid time (Infinity)']);
    expect(overLatencyBudget('paid', [Number.NaN], 1000, 1)).toEqual(['paid: 1 run(s) gave no valid time (NaN)', 'paid: p95 NaN ms is over the 1000 ms budget']);
    expect(overLatencyBudget('paid', [], 1000, 20)).toEqual(['paid: 0 of 20 runs finished']);
  });
});
