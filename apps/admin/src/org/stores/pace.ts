// The even pace of a contract: how many stays it allows by the end of each period, spread evenly.
// Kept apart from fiscalYear.ts so the stores (made by the console's root, in its first download)
// do not pull moment-timezone in with them.
export function evenPace(maximum: number, periods: number): number[] {
  return Array.from({ length: periods }, (_, i) => Math.round((maximum * (i + 1)) / periods));
}
