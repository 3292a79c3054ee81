// The cache key of a search request, remembered per catalogue (so per data_version) and raw query
// string, language and viewer class: a popular search served from the response cache then costs
// no parsing, defaults, validation or stay arithmetic at all. A remembered key is only reused while
// everything else prepareSearch reads is unchanged: the hotel's local date and hour (they move the
// defaults and sale windows) and the exchange rate in force for the requested currency (a stored
// rate takes over at its effective_at without any row changing). Requests that fail validation are
// never remembered, so they fail the same way every time.
import type { HotelCatalogue } from './catalogue.ts';
import { contextAt } from './catalogue.ts';
import { exchangeRateAt } from './repository.ts';
import type { PreparedSearch } from './service.ts';

interface Remembered {
  key: string;
  today: string;
  hour: number;
  mcpCurrency: string | null;
  exchangeRate: string | null;
}

/** Per catalogue; a flood of distinct queries empties it rather than growing it. */
const MAX_REMEMBERED = 2000;
const memos = new WeakMap<HotelCatalogue, Map<string, Remembered>>();

export function rememberedKey(catalogue: HotelCatalogue, request: string, now: Date): string | null {
  const found = memos.get(catalogue)?.get(request);
  if (!found) return null;
  const ctx = contextAt(catalogue, now);
  if (ctx.today !== found.today || ctx.hour !== found.hour) return null;
  if (exchangeRateAt(catalogue.exchange_rates, found.mcpCurrency, now) !== found.exchangeRate) return null;
  return found.key;
}

export function rememberKey(catalogue: HotelCatalogue, request: string, prepared: PreparedSearch, key: string): void {
  let memo = memos.get(catalogue);
  if (!memo) {
    memo = new Map();
    memos.set(catalogue, memo);
  }
  if (memo.size >= MAX_REMEMBERED) memo.clear();
  memo.set(request, { key, today: prepared.ctx.today, hour: prepared.ctx.hour, mcpCurrency: prepared.mcpCurrency, exchangeRate: prepared.exchangeRate });
}
