// The price breakdown the API sent and the totals derived from it (part 1 §3 "Price fields").
// Only the breakdown is stored; totals are computed, so they can never disagree with it. In
// multi-currency mode every field is read as mcp_{field}.cents (part 2 §9).
//
// A quote is the API's answer for the current selection (GET /rooms/price): asked for debounced, so
// a guest clicking through quantities sends one call, and only the newest answer lands.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { NorenApi, QueryParams } from '@noren/core/api';
import {
  PRICE_FIELDS, isCurrencyCode, zeroAmounts,
  type CurrencyCode, type Money, type PriceAmounts, type PriceBreakdown as QuoteWire, type PriceField, type PriceFieldsWire,
} from '@noren/core/domain';
import type { CurrencyStore } from './CurrencyStore.ts';
import { AsyncState } from './async/AsyncState.ts';
import { toShownError, type ShownError } from './shownError.ts';

/** Wait after the last selection change before asking for a price. */
export const QUOTE_DEBOUNCE_MS = 250;

export interface PricingStoreDeps {
  api: NorenApi;
  hotelId: () => string | null;
  debounceMs?: number;
}

export type RoomPriceWire = PriceFieldsWire & { room_type_code?: string; room_plan_code?: string };

export interface PriceBreakdown {
  currency: string;
  mcp_currency?: string | null;
  rooms: RoomPriceWire[];
}

/** One field of one room, from the multi-currency view when asked and present. */
export function readPriceField(wire: RoomPriceWire, field: PriceField, mcp: boolean): number {
  if (field === 'rounding_discount_amount') {
    return (mcp ? wire.rounding_discount?.mcp_discount_amount?.cents : wire.rounding_discount?.discount_amount) ?? 0;
  }
  if (mcp) return wire[`mcp_${field}`]?.cents ?? 0;
  return wire[field] ?? 0;
}

export function sumPriceFields(rooms: readonly RoomPriceWire[], mcp: boolean): PriceAmounts {
  const totals = zeroAmounts();
  for (const room of rooms) for (const field of PRICE_FIELDS) totals[field] += readPriceField(room, field, mcp);
  return totals;
}

/** The API's breakdown as the store keeps it: each room's fields flat, with its codes. */
export function breakdownOfQuote(quote: QuoteWire): PriceBreakdown {
  return {
    currency: quote.currency,
    mcp_currency: quote.mcp_currency,
    rooms: quote.rooms.map((r) => ({ ...r.prices, room_type_code: r.room_type_code, room_plan_code: r.room_plan_code })),
  };
}

export class PricingStore {
  breakdown: PriceBreakdown | null = null;
  /** The whole answer of the last quote (nights, extras, coupon), for the summary. */
  quote: QuoteWire | null = null;
  quoting = false;
  quoteError: ShownError | null = null;
  /**
   * The params of the call that was refused: a screen that reacts to a refusal (a coupon's) must
   * check it is about what is on screen now, not about an earlier request.
   */
  quoteErrorParams: QueryParams | null = null;
  // The call itself; quoting and quoteError above also span the debounce before it.
  readonly #call = new AsyncState<QuoteWire>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pending: { resolve: () => void } | null = null;

  constructor(private readonly currency: CurrencyStore, private readonly deps?: PricingStoreDeps) {
    makeObservable(this, {
      breakdown: observableRef,
      quote: observableRef,
      quoting: observable,
      quoteError: observableRef,
      quoteErrorParams: observableRef,
      setQuote: action,
      requestQuote: action,
      readsMcp: computed,
      currencyCode: computed,
      totals: computed,
      setBreakdown: action,
      clear: action,
    });
  }

  /** Multi-currency fields are read only when the mode is on and the breakdown carries them. */
  get readsMcp(): boolean {
    const b = this.breakdown;
    return !!b && this.currency.mcpMode && isCurrencyCode(b.mcp_currency) && b.rooms.every((r) => r.mcp_total_price !== undefined);
  }

  get currencyCode(): CurrencyCode | null {
    const b = this.breakdown;
    if (!b) return null;
    const code = this.readsMcp ? b.mcp_currency : b.currency;
    return isCurrencyCode(code) ? code : null;
  }

  get totals(): PriceAmounts | null {
    return this.breakdown ? sumPriceFields(this.breakdown.rooms, this.readsMcp) : null;
  }

  total(field: PriceField = 'total_price'): Money | null {
    const totals = this.totals;
    const currency = this.currencyCode;
    return totals && currency ? { amount: totals[field], currency } : null;
  }

  roomTotal(index: number, field: PriceField = 'total_price'): Money | null {
    const room = this.breakdown?.rooms[index];
    const currency = this.currencyCode;
    return room && currency ? { amount: readPriceField(room, field, this.readsMcp), currency } : null;
  }

  setBreakdown(breakdown: PriceBreakdown | null): void {
    this.breakdown = breakdown;
  }

  setQuote(quote: QuoteWire | null): void {
    this.quote = quote;
    this.breakdown = quote ? breakdownOfQuote(quote) : null;
  }

  /**
   * Asks for a price after the debounce; null clears the quote (nothing selected). The promise
   * settles once this request, or a later one replacing it, is answered.
   */
  requestQuote(params: QueryParams | null): Promise<void> {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    // An answer still on its way is for an older selection: it must not land.
    this.#call.cancel();
    if (params === null) {
      this.setQuote(null);
      this.quoting = false;
      this.quoteError = null;
      this.quoteErrorParams = null;
      this.#settlePending();
      return Promise.resolve();
    }
    this.quoting = true;
    return new Promise<void>((resolve) => {
      this.#settlePending();
      this.#pending = { resolve };
      this.#timer = setTimeout(() => {
        this.#timer = null;
        void this.#fetch(params);
      }, this.deps?.debounceMs ?? QUOTE_DEBOUNCE_MS);
    });
  }

  async #fetch(params: QueryParams): Promise<void> {
    const hotelId = this.deps?.hotelId();
    if (!this.deps || !hotelId) return;
    const api = this.deps.api;
    const outcome = await this.#call.run((signal) => api.priceSelection(hotelId, params, signal));
    if (!outcome) return;
    runInAction(() => {
      this.setQuote(outcome.ok ? outcome.value : null);
      this.quoteError = outcome.ok ? null : toShownError(outcome.error);
      this.quoteErrorParams = outcome.ok ? null : params;
      this.quoting = false;
    });
    this.#settlePending();
  }

  #settlePending(): void {
    const pending = this.#pending;
    this.#pending = null;
    pending?.resolve();
  }

  clear(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#call.reset();
    this.breakdown = null;
    this.quote = null;
    this.quoting = false;
    this.quoteError = null;
    this.quoteErrorParams = null;
    this.#settlePending();
  }
}
