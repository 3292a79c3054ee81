// The price breakdown the API sent and the totals derived from it (part 1 §3 "Price fields").
// Only the breakdown is stored; totals are computed, so they can never disagree with it. In
// multi-currency mode every field is read as mcp_{field}.cents (part 2 §9).
import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  PRICE_FIELDS, isCurrencyCode, zeroAmounts,
  type CurrencyCode, type Money, type PriceAmounts, type PriceField, type PriceFieldsWire,
} from '@noren/core/domain';
import type { CurrencyStore } from './CurrencyStore.ts';

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

export class PricingStore {
  breakdown: PriceBreakdown | null = null;

  constructor(private readonly currency: CurrencyStore) {
    makeObservable(this, {
      breakdown: observableRef,
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

  clear(): void {
    this.breakdown = null;
  }
}
