// PricingStore's quotes: debounced, newest wins, errors kept for the screen, null clears.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { toPriceFields, zeroAmounts, type PriceBreakdown } from '@noren/core/domain';
import { CurrencyStore } from './CurrencyStore.ts';
import { PricingStore } from './PricingStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function quote(total: number): PriceBreakdown {
  const prices = toPriceFields({ ...zeroAmounts(), total_price: total, tax: Math.floor(total / 11) });
  return {
    currency: 'JPY', mcp_currency: null, checkin: '2026-12-10', checkout: '2026-12-11', nights: 1, prices,
    rooms: [{ index: 0, room_type_code: 'rt', room_plan_code: 'rp', hotel_plan_code: 'hp', adults: 2, children: 0, child_tiers: [], tax_rate_bp: 1000, prices, nights: [], extras: [] }],
    coupon: null, sign_in_discount: { total_price_after_discount: total, tax: 0 }, non_sign_in_discount: { total_price_after_discount: total, tax: 0 },
  };
}

function setup(debounceMs = 5) {
  const api = new FakeApi();
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings());
  const pricing = new PricingStore(new CurrencyStore({ settings }), { api, hotelId: () => 'kyoto-gion', debounceMs });
  return { api, pricing };
}

describe('PricingStore quotes', () => {
  it('sends one call for changes made within the debounce, with the last params', async () => {
    const { api, pricing } = setup();
    api.price = (params) => quote(Number(params.n) * 1000);
    const first = pricing.requestQuote({ n: 1 });
    const second = pricing.requestQuote({ n: 2 });
    expect(pricing.quoting).toBe(true);
    await Promise.all([first, second]);
    expect(api.params.filter((p) => p.call.startsWith('priceSelection')).map((p) => p.params.n)).toEqual([2]);
    expect(pricing.total()).toEqual({ amount: 2000, currency: 'JPY' });
    expect(pricing.quote?.rooms[0].room_plan_code).toBe('rp');
    expect(pricing.quoting).toBe(false);
  });

  it('keeps a refused quote as an error with its code and clears the price', async () => {
    const { api, pricing } = setup();
    api.price = () => quote(5000);
    await pricing.requestQuote({ n: 1 });
    api.price = () => new ApiError({ status: 422, code: 1500, message: 'This coupon is invalid.', payload: { reason: 'invalid' } });
    await pricing.requestQuote({ coupon_code: 'NOPE' });
    expect(pricing.quoteError?.code).toBe(1500);
    expect(pricing.quoteErrorParams).toEqual({ coupon_code: 'NOPE' });
    expect(pricing.quote).toBeNull();
    api.price = () => quote(5000);
    await pricing.requestQuote({ n: 1 });
    expect(pricing.quoteError).toBeNull();
    expect(pricing.quoteErrorParams).toBeNull();
  });

  it('clears at once for an empty selection, and an answer still on its way does not land', async () => {
    const { api, pricing } = setup(0);
    let answer: (q: PriceBreakdown) => void = () => {};
    api.priceSelection = () => new Promise((resolve) => (answer = resolve));
    const pending = pricing.requestQuote({ n: 1 });
    await new Promise((r) => setTimeout(r, 5));
    await pricing.requestQuote(null);
    answer(quote(9000));
    await pending;
    expect(pricing.quote).toBeNull();
    expect(pricing.quoting).toBe(false);
  });
});
