import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { toPriceFields, zeroAmounts } from '@noren/core/domain';
import { CurrencyStore } from './CurrencyStore.ts';
import { PricingStore, readPriceField, type PriceBreakdown } from './PricingStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function room(total: number, tax: number, mcpTotal?: number, rounding = 0) {
  const amounts = { ...zeroAmounts(), total_price: total, tax, rounding_discount_amount: rounding };
  const mcp = mcpTotal === undefined ? null : { ...zeroAmounts(), total_price: mcpTotal, tax: Math.round(mcpTotal / 11), rounding_discount_amount: rounding ? 1 : 0 };
  return toPriceFields(amounts, mcp);
}

function setup() {
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings({ mcp_enabled: true }));
  const currency = new CurrencyStore({ settings });
  return { currency, pricing: new PricingStore(currency) };
}

const breakdown: PriceBreakdown = { currency: 'JPY', mcp_currency: 'USD', rooms: [room(22000, 2000, 14850, 100), room(11000, 1000, 7425)] };

describe('PricingStore', () => {
  it('has no totals before a breakdown', () => {
    const { pricing } = setup();
    expect(pricing.totals).toBeNull();
    expect(pricing.total()).toBeNull();
  });

  it('sums each field over the rooms, in the hotel currency', () => {
    const { pricing } = setup();
    pricing.setBreakdown(breakdown);
    expect(pricing.total()).toEqual({ amount: 33000, currency: 'JPY' });
    expect(pricing.total('tax')).toEqual({ amount: 3000, currency: 'JPY' });
    expect(pricing.totals?.rounding_discount_amount).toBe(100);
    expect(pricing.roomTotal(1)).toEqual({ amount: 11000, currency: 'JPY' });
  });

  it('reads mcp_{field}.cents in multi-currency mode and follows the mode without storing twice', () => {
    const { pricing, currency } = setup();
    pricing.setBreakdown(breakdown);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${pricing.total()?.amount} ${pricing.currencyCode}`));
    currency.select('USD');
    expect(pricing.total()).toEqual({ amount: 22275, currency: 'USD' });
    expect(pricing.totals?.rounding_discount_amount).toBe(1);
    currency.beginReservationUpdate();
    stop();
    expect(seen).toEqual(['33000 JPY', '22275 USD', '33000 JPY']);
  });

  it('stays in the hotel currency when the breakdown has no multi-currency fields', () => {
    const { pricing, currency } = setup();
    currency.select('USD');
    pricing.setBreakdown({ currency: 'JPY', rooms: [room(5000, 455)] });
    expect(pricing.total()).toEqual({ amount: 5000, currency: 'JPY' });
    expect(readPriceField(room(5000, 455), 'total_price', true)).toBe(0);
    pricing.clear();
    expect(pricing.breakdown).toBeNull();
  });
});
