import { describe, expect, it } from 'vitest';
import { CurrencyStore, MCP_EXCLUDED_BRAND_IDS } from './CurrencyStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup(overrides: Parameters<typeof sampleInitSettings>[0] = {}, environmentBlocksMcp?: () => boolean) {
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings({ mcp_enabled: true, ...overrides }));
  return new CurrencyStore({ settings, environmentBlocksMcp });
}

describe('CurrencyStore shown currency', () => {
  it('is the hotel currency, JPY when settings have none', () => {
    expect(setup().shown).toBe('JPY');
    expect(new CurrencyStore({ settings: new SettingsStore(() => 'en') }).shown).toBe('JPY');
    expect(setup({ currency: 'TWD' }).shown).toBe('TWD');
  });

  it('takes temporary, then selected, then detected, then guessed', () => {
    const c = setup();
    c.setGuessed('EUR');
    expect(c.shown).toBe('EUR');
    c.setDetected('KRW');
    expect(c.shown).toBe('KRW');
    c.select('USD');
    expect(c.shown).toBe('USD');
    c.choosePaymentMethod({ paymentType: 'on_site' });
    expect(c.shown).toBe('JPY');
    c.clearTemporary();
    expect(c.shown).toBe('USD');
    c.select('XXX');
    expect(c.selected).toBe('USD');
  });

  it('gives decimals and symbols from the currency table', () => {
    const c = setup();
    c.select('TWD');
    expect([c.decimals, c.symbol]).toEqual([0, 'NT$']);
    c.select('USD');
    expect([c.decimals, c.symbol]).toEqual([2, '$']);
    expect(c.format(123456, 'en')).toBe('$1,234.56');
    c.select('CHF');
    expect(c.symbol).toBe('CHF');
  });
});

describe('multi-currency eligibility and mode (part 1 §6)', () => {
  it('is enabled only with mcp_enabled, an allowed brand and no environment block', () => {
    expect(setup().featureEnabled).toBe(true);
    expect(setup({ mcp_enabled: false }).featureEnabled).toBe(false);
    for (const id of MCP_EXCLUDED_BRAND_IDS) expect(setup({ hotel_brand_id: id }).featureEnabled).toBe(false);
    expect(MCP_EXCLUDED_BRAND_IDS).toEqual([838, 1242]);
    expect(setup({}, () => true).featureEnabled).toBe(false);
  });

  it('is on when enabled and the shown currency differs from the hotel currency', () => {
    const c = setup();
    expect(c.mcpMode).toBe(false);
    c.select('USD');
    expect(c.mcpMode).toBe(true);
    c.select('JPY');
    expect(c.mcpMode).toBe(false);
  });

  it('is on for a reservation with a multi-currency value even when the feature is off', () => {
    const c = setup({ mcp_enabled: false });
    c.select('USD');
    expect(c.mcpMode).toBe(false);
    c.setReservationMcpCurrency('USD');
    expect(c.mcpMode).toBe(true);
  });

  it('is off for the duration of a reservation update', () => {
    const c = setup();
    c.select('USD');
    c.beginReservationUpdate();
    expect(c.mcpMode).toBe(false);
    expect(c.shown).toBe('JPY');
    c.endReservationUpdate();
    expect(c.mcpMode).toBe(true);
  });
});

describe('choosing a payment method', () => {
  it('a card of an allowed brand clears the temporary currency', () => {
    const c = setup();
    c.select('USD');
    c.choosePaymentMethod({ paymentType: 'on_site' });
    expect(c.temporary).toBe('JPY');
    c.choosePaymentMethod({ paymentType: 'credit_card', cardBrand: 'visa' });
    expect(c.temporary).toBeNull();
    expect(c.shown).toBe('USD');
    c.choosePaymentMethod({ paymentType: 'credit_card', cardBrand: 'Master' });
    expect(c.temporary).toBeNull();
  });

  it('a card of another brand, or no card, sets it to the hotel currency', () => {
    const c = setup({ currency: 'TWD' });
    c.select('USD');
    for (const brand of ['jcb', 'amex', 'diners', null]) {
      c.clearTemporary();
      c.choosePaymentMethod({ paymentType: 'credit_card', cardBrand: brand });
      expect(c.temporary).toBe('TWD');
    }
    c.clearTemporary();
    c.choosePaymentMethod({ paymentType: 'bank_transfer', cardBrand: 'visa' });
    expect(c.shown).toBe('TWD');
  });
});
