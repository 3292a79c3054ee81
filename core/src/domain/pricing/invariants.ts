// The engine's promises, checkable on any result: the tests run them on every stay they price,
// and the API may run them before answering.
import { PRICE_FIELDS, type PriceAmounts, type StayPrice } from './types.ts';

function check(out: string[], where: string, whole: PriceAmounts | null, parts: (PriceAmounts | null)[]): void {
  if (!whole) return;
  for (const f of PRICE_FIELDS) {
    if (whole[f] < 0 || !Number.isSafeInteger(whole[f])) out.push(`${where}.${f} = ${whole[f]}`);
    let total = 0;
    for (const p of parts) total += p?.[f] ?? 0;
    if (parts.length > 0 && total !== whole[f]) out.push(`${where}.${f} = ${whole[f]} but its parts add up to ${total}`);
  }
}

/** Every broken invariant, described; empty when the price holds together. */
export function checkPriceInvariants(stay: StayPrice): string[] {
  const out: string[] = [];
  for (const view of ['amounts', 'mcpAmounts'] as const) {
    check(out, `stay.${view}`, stay[view], stay.rooms.map((l) => l[view]));
    stay.rooms.forEach((line, i) => {
      const comps = [...line.nights, ...line.extras];
      check(out, `rooms[${i}].${view}`, line[view], comps.map((c) => c[view]));
      comps.forEach((c, k) => check(out, `rooms[${i}].part[${k}].${view}`, c[view], []));
    });
  }
  return out;
}
