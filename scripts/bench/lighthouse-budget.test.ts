// The budget's judgement: medians for the score, LCP and TBT, every run for CLS.
import { describe, expect, it } from 'vitest';
import { BUDGET, median, overBudget, spreads, type RunFigures } from './lighthouse-budget.ts';

const good: RunFigures = { performance: 95, lcpMs: 1800, tbtMs: 120, cls: 0.01 };

describe('the Lighthouse budget', () => {
  it('states the issue\'s numbers', () => {
    expect(BUDGET).toEqual({ performance: 90, lcpMs: 2500, tbtMs: 300, cls: 0.05, resultsJsKb: 185 });
  });

  it('passes runs within it', () => {
    expect(overBudget('results', [good, good, good, good, good])).toEqual([]);
  });

  it('judges the score, LCP and TBT on the median: one slow run of five does not fail', () => {
    const runs = [good, good, good, good, { performance: 60, lcpMs: 6000, tbtMs: 900, cls: 0.01 }];
    expect(overBudget('results', runs)).toEqual([]);
    const slow = [good, good, { ...good, performance: 89, lcpMs: 2600, tbtMs: 301 }, { ...good, performance: 80, lcpMs: 3000, tbtMs: 400 }, { ...good, performance: 85, lcpMs: 2700, tbtMs: 350 }];
    expect(overBudget('results', slow)).toEqual([
      'results: median performance 89 is below 90',
      'results: median LCP 2600 ms is over 2500 ms',
      'results: median TBT 301 ms is over 300 ms',
    ]);
  });

  it('fails on CLS over 0.05 in any single run, not only the median', () => {
    const runs = [good, good, { ...good, cls: 0.051 }, good, good];
    expect(overBudget('results', runs)).toEqual(['results: CLS 0.051 in run 3 is over 0.05 (every run must stay within it)']);
    expect(overBudget('results', [{ ...good, cls: Number.NaN }])).toHaveLength(1);
  });

  it('checks only the figures asked for (the hotel page: CLS and TBT)', () => {
    const runs = [{ performance: 40, lcpMs: 9000, tbtMs: 100, cls: 0.2 }];
    expect(overBudget('hotel site', runs, ['cls', 'tbtMs'])).toEqual(['hotel site: CLS 0.200 in run 1 is over 0.05 (every run must stay within it)']);
  });

  it('fails when no run finished', () => {
    expect(overBudget('results', [])).toEqual(['results: no run finished']);
  });

  it('reports the spread: median, min and max', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(spreads([{ a: 1 }, { a: 5 }, { a: 3 }], ['a'])).toEqual({ a: { median: 3, min: 1, max: 5 } });
  });
});
