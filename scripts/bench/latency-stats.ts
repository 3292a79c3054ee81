// Latency figures of the timed benches (kiosk-paid): the nearest-rank quantile, a run's summary
// (p50, p95, max) and its judgement against a p95 budget. Pure, so the judgement is unit-tested
// (latency-stats.test.ts) rather than trusted.

/** The nearest-rank quantile of ascending `sorted`: the smallest value with at least q of the values at or below it. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface LatencySummary {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export function summarise(ms: readonly number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  return { runs: ms.length, p50Ms: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), maxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN };
}

/**
 * What broke a p95 budget, as sentences for the bench's failures (empty when within it): too few
 * runs finished, a time that is not a finite number (a measuring fault, never a fast run), or the
 * p95 over `budgetMs`. A negative time is a real figure where the two ends race (kiosk-paid: the
 * kiosk can show "paid" before the phone has read its answer), so it is kept.
 */
export function overLatencyBudget(label: string, ms: readonly number[], budgetMs: number, expectedRuns: number): string[] {
  const failures: string[] = [];
  if (ms.length < expectedRuns) failures.push(`${label}: ${ms.length} of ${expectedRuns} runs finished`);
  const bad = ms.filter((v) => !Number.isFinite(v));
  if (bad.length > 0) failures.push(`${label}: ${bad.length} run(s) gave no valid time (${bad.map(String).join(', ')})`);
  if (ms.length === 0) return failures;
  const { p95Ms } = summarise(ms);
  if (!(p95Ms <= budgetMs)) failures.push(`${label}: p95 ${p95Ms.toFixed(0)} ms is over the ${budgetMs} ms budget`);
  return failures;
}
