// Exact integer arithmetic on minor units. Every division names its rounding mode; intermediate
// products go through BigInt so that large amounts times rates never lose a unit to float error.

/**
 * down: towards zero (floor for the non-negative amounts we price); up: away from zero;
 * half_up: nearest, halves away from zero.
 */
export type RoundingMode = 'down' | 'up' | 'half_up';

export function assertMinorUnits(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be a safe integer of minor units, got ${amount}`);
}

/** numerator / denominator rounded by `mode`; the denominator must be positive. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r = n % denominator;
  if (r !== 0n) {
    if (mode === 'up') q += 1n;
    else if (mode === 'half_up' && r * 2n >= denominator) q += 1n;
  }
  return negative ? -q : q;
}

export function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${value} is outside the safe integer range`);
  return n;
}

/**
 * divideRounded on numbers whose product stayed a safe integer: `%` and the division of an exact
 * multiple are exact in doubles, so this gives the BigInt answer without allocating BigInts.
 */
function divideSafe(numerator: number, denominator: number, mode: RoundingMode): number {
  const n = Math.abs(numerator);
  const r = n % denominator;
  let q = (n - r) / denominator;
  if (r !== 0 && (mode === 'up' || (mode === 'half_up' && r * 2 >= denominator))) q += 1;
  return numerator < 0 ? -q : q;
}

/** `amount` × basisPoints / 10,000 (100 bp = 1%), rounded by `mode`. */
export function percentOf(amount: number, basisPoints: number, mode: RoundingMode): number {
  assertMinorUnits(amount);
  assertMinorUnits(basisPoints, 'basisPoints');
  const product = amount * basisPoints;
  if (Number.isSafeInteger(product)) return divideSafe(product, 10_000, mode);
  return toSafeNumber(divideRounded(BigInt(amount) * BigInt(basisPoints), 10_000n, mode));
}

export function sum(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) total += a;
  return total;
}

/**
 * Splits `total` into parts proportional to `weights` that add up to exactly `total`
 * (largest-remainder method): each part gets the floor of its share, and the units left over go
 * one each to the largest fractional remainders, earlier index first on a tie.
 * With non-negative weights and 0 <= total <= sum(weights), no part exceeds its weight, which is
 * how discounts spread over nights stay capped at each night's price.
 * All-zero weights split evenly (still largest remainder), so a total is never lost.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertMinorUnits(total, 'total');
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('cannot allocate a non-zero total over no parts');
    return [];
  }
  if (total === 0) return weights.map(() => 0);
  if (total < 0) return allocate(-total, weights).map((p) => (p === 0 ? 0 : -p));
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weights must be non-negative integers, got ${w}`);
  const fast = allocateSafe(total, weights);
  if (fast) return fast;
  let ws = weights.map(BigInt);
  let wsum = ws.reduce((a, b) => a + b, 0n);
  if (wsum === 0n) {
    ws = weights.map(() => 1n);
    wsum = BigInt(weights.length);
  }
  const t = BigInt(total);
  const parts = ws.map((w) => (t * w) / wsum);
  const remainders = ws.map((w, i) => ({ i, r: (t * w) % wsum }));
  let left = t - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; left > 0n; k++, left--) parts[remainders[k % remainders.length].i] += 1n;
  return parts.map(toSafeNumber);
}

/** allocate in doubles when total × sum(weights) is a safe integer; null when it is not. */
function allocateSafe(total: number, weights: readonly number[]): number[] | null {
  let wsum = 0;
  for (const w of weights) wsum += w;
  if (wsum === 0 || !Number.isSafeInteger(total * wsum)) return null;
  const parts = new Array<number>(weights.length);
  const remainders = new Array<number>(weights.length);
  let left = total;
  for (let i = 0; i < weights.length; i++) {
    const p = total * weights[i];
    const r = p % wsum;
    parts[i] = (p - r) / wsum;
    remainders[i] = r;
    left -= parts[i];
  }
  // Fewer units are left than parts, usually one or two: pick the largest remainder each time
  // (earliest on a tie) rather than sorting.
  for (; left > 0; left--) {
    let best = -1;
    for (let i = 0; i < remainders.length; i++) if (best < 0 || remainders[i] > remainders[best]) best = i;
    parts[best] += 1;
    remainders[best] = -1;
  }
  return parts;
}
