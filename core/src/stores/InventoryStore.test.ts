import { describe, expect, it } from 'vitest';
import { addDays, applySearchDefaults, daysBetween, type Calendar } from '@noren/core/domain';
import { CurrencyStore } from './CurrencyStore.ts';
import { INVENTORY_MAX_DAYS, InventoryStore } from './InventoryStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup() {
  const api = new FakeApi();
  api.calendar = (params): Calendar => {
    const dates = [];
    for (let d = String(params.from); d <= String(params.to); d = addDays(d, 1)) {
      dates.push({ date: d, available: !d.endsWith('-07'), rooms_left: 3, few_rooms_left: true, lowest_price: 10000, mcp_lowest_price: null });
    }
    return { currency: 'JPY', mcp_currency: null, adults: Number(params.adults), room_count: 1, dates };
  };
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings());
  const currency = new CurrencyStore({ settings });
  return { api, inventory: new InventoryStore({ api, hotelId: () => 'kyoto-gion', currency }) };
}

const search = (adults: number) => applySearchDefaults({ adults }, { checkinOffsetDays: 0 }, '2026-12-01');

describe('InventoryStore', () => {
  it('loads a range in windows the API accepts, each window once', async () => {
    const { api, inventory } = setup();
    await inventory.load(search(2), '2026-12-01', '2027-03-01');
    const calls = api.params.filter((p) => p.call.startsWith('inventoryCalendar'));
    expect(calls.length).toBe(2);
    for (const c of calls) expect(daysBetween(String(c.params.from), String(c.params.to))).toBeLessThan(INVENTORY_MAX_DAYS);
    expect(inventory.day('2027-02-28')?.lowest_price).toBe(10000);
    expect(inventory.day('2026-12-07')?.available).toBe(false);
    await inventory.load(search(2), '2026-12-01', '2027-03-01');
    expect(api.params.filter((p) => p.call.startsWith('inventoryCalendar')).length).toBe(2);
  });

  it('starts over when the guests change', async () => {
    const { api, inventory } = setup();
    await inventory.load(search(2), '2026-12-01', '2026-12-10');
    await inventory.load(search(3), '2026-12-05', '2026-12-08');
    expect(api.params.at(-1)?.params).toMatchObject({ adults: 3, from: '2026-12-05', to: '2026-12-07' });
    expect(inventory.day('2026-12-01')).toBeUndefined();
  });

  it('says when availability could not be loaded, and tries again next time', async () => {
    const { api, inventory } = setup();
    const calendar = api.calendar;
    api.calendar = () => { throw new Error('down'); };
    await inventory.load(search(2), '2026-12-01', '2026-12-10');
    expect(inventory.failed).toBe(true);
    api.calendar = calendar;
    await inventory.load(search(2), '2026-12-01', '2026-12-10');
    expect(inventory.failed).toBe(false);
    expect(inventory.day('2026-12-02')).toBeDefined();
  });
});
