import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { applySearchDefaults, type SearchResponse } from '@noren/core/domain';
import { CurrencyStore } from './CurrencyStore.ts';
import { ErrorStore } from './ErrorStore.ts';
import { ResultsStore } from './ResultsStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup() {
  const api = new FakeApi();
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings({ mcp_enabled: true }));
  const currency = new CurrencyStore({ settings });
  const errors = new ErrorStore();
  return { api, currency, errors, results: new ResultsStore({ api, hotelId: () => 'kyoto-gion', currency, errors }) };
}

const criteria = (checkin: string) => applySearchDefaults({ checkin, checkout: '2026-12-20' }, { checkinOffsetDays: 0 }, '2026-12-01');

function response(code: string): SearchResponse {
  return {
    type: 'rooms', rooms: [{ room_type_code: code } as never], currency: 'JPY', mcp_currency: null, extra_inventories: [], payment_promotion_info: null,
    search: {} as never, next_available_date: null,
  };
}

describe('ResultsStore', () => {
  it('keeps the newest search when an older answer arrives late', async () => {
    const { api, results } = setup();
    const answers: Array<(r: SearchResponse) => void> = [];
    api.searchRooms = (_id, params) => {
      api.params.push({ call: 'searchRooms', params });
      return new Promise((resolve) => answers.push(resolve));
    };
    const first = results.search(criteria('2026-12-10'));
    const second = results.search(criteria('2026-12-11'));
    answers[1](response('new'));
    answers[0](response('old'));
    await Promise.all([first, second]);
    expect(results.rooms.map((r) => r.room_type_code)).toEqual(['new']);
    expect(results.loading).toBe(false);
    expect(api.params.filter((p) => p.call === 'searchRooms')[1].params).toMatchObject({ checkin: '2026-12-11', search_next_available_date_if_no_result: true });
  });

  it('asks for the shown currency in multi-currency mode', async () => {
    const { api, currency, results } = setup();
    api.search = () => response('a');
    currency.select('USD');
    await results.search(criteria('2026-12-10'));
    expect(api.params.find((p) => p.call.startsWith('searchRooms'))?.params.mcp_currency).toBe('USD');
  });

  it('puts a failed search in the search-result slot and reports nothing found only after an answer', async () => {
    const { api, errors, results } = setup();
    api.search = () => new ApiError({ status: 422, code: 1903, message: 'too far', messageKey: 'codes.1903' });
    expect(results.empty).toBe(false);
    await results.search(criteria('2026-12-10'));
    expect(errors.searchResult?.code).toBe(1903);
    expect(results.response).toBeNull();
    api.search = () => ({ ...response('x'), rooms: [] });
    await results.search(criteria('2026-12-10'));
    expect(errors.searchResult).toBeNull();
    expect(results.empty).toBe(true);
  });

  it('loads the notifications of the searched check-in', async () => {
    const { api, results } = setup();
    api.search = () => response('a');
    api.notifications = [{ id: 1, title: 'Festival', body: 'Roads closed' } as never];
    await results.search(criteria('2026-12-10'));
    await new Promise((r) => setTimeout(r, 0));
    expect(results.notifications.map((n) => n.title)).toEqual(['Festival']);
    expect(api.params.find((p) => p.call.startsWith('listNotifications'))?.params).toEqual({ checkin: '2026-12-10' });
  });
});
