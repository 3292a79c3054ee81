// The first screen's budget (issue 14, README "Performance budget"), and how the Lighthouse bench
// judges its runs against it: performance, LCP and TBT on the median of the runs (one run of
// Lighthouse on a shared machine varies too much to judge alone), CLS on every run (a page that
// jumps once in five loads jumps for one guest in five). The results page's JavaScript (≤ 185 KB
// gzipped) is the results-js bench's to check.

export const BUDGET = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 300,
  cls: 0.05,
  resultsJsKb: 185,
} as const;

export interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Each figure's median, minimum and maximum over the runs. */
export function spreads<K extends string>(runs: ReadonlyArray<Record<K, number>>, keys: readonly K[]): Record<K, Spread> {
  return Object.fromEntries(keys.map((k) => [k, spreadOf(runs.map((r) => r[k]))])) as Record<K, Spread>;
}

/**
 * What broke the budget, as sentences for the bench's failures (empty when within it). `label`
 * names the page; `only` limits the checks to some figures (the hotel's own page is held to CLS
 * and TBT: its score and LCP are the hotel's, not ours).
 */
export function overBudget(label: string, runs: readonly RunFigures[], only: ReadonlyArray<keyof RunFigures> = ['performance', 'lcpMs', 'tbtMs', 'cls']): string[] {
  const failures: string[] = [];
  if (runs.length === 0) return [`${label}: no run finished`];
  const check = (key: keyof RunFigures) => only.includes(key);
  const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  if (check('performance') && m('performance') < BUDGET.performance) failures.push(`${label}: median performance ${m('performance')} is below ${BUDGET.performance}`);
  if (check('lcpMs') && m('lcpMs') > BUDGET.lcpMs) failures.push(`${label}: median LCP ${m('lcpMs').toFixed(0)} ms is over ${BUDGET.lcpMs} ms`);
  if (check('tbtMs') && m('tbtMs') > BUDGET.tbtMs) failures.push(`${label}: median TBT ${m('tbtMs').toFixed(0)} ms is over ${BUDGET.tbtMs} ms`);
  if (check('cls')) {
    runs.forEach((r, i) => {
      if (!(r.cls <= BUDGET.cls)) failures.push(`${label}: CLS ${r.cls.toFixed(3)} in run ${i + 1} is over ${BUDGET.cls} (every run must stay within it)`);
    });
  }
  return failures;
}
