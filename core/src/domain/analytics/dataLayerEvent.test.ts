import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGES, buildDataLayerEvent, isDataLayerEnabled, toMajorUnits, type DataLayerContext } from './dataLayerEvent.ts';
import { containsEmail } from './personalData.ts';

const hotel = { code: 'kyoto-gion', id: 1, brandId: 3, brandName: 'Noren Hotels' };

function context(over: Partial<DataLayerContext> = {}): DataLayerContext {
  return {
    page: 'confirmation', hotel, language: 'ja', checkin: '2030-04-01', checkout: '2030-04-03', nights: 2,
    adults: 2, children: 1, rooms: 1, currency: 'JPY', price: 36_300, tax: 3_300, reservationNumber: 'NR-1001',
    items: [{ room_type_code: 'TWN', room_plan_code: 'BB', quantity: 1, total_price: 36_300 }],
    trackingId: 'f00d', utm: { utm_source: 'newsletter' }, ...over,
  };
}

describe('data-layer events (part 2 §9)', () => {
  it('names every page t-<page>', () => {
    expect(ANALYTICS_PAGES.map((page) => buildDataLayerEvent(context({ page })).event)).toEqual([
      't-search_result', 't-guest_detail', 't-payment_detail', 't-confirmation', 't-reservation_cancel', 't-reservation_update',
    ]);
  });

  it('carries tracking, hotel, dates, guests, price, tax and the transaction on confirmation', () => {
    expect(buildDataLayerEvent(context())).toEqual({
      event: 't-confirmation',
      page_type: 'confirmation',
      language: 'ja',
      tracking: { tracking_id: 'f00d', utm_source: 'newsletter', utm_medium: null, utm_campaign: null },
      hotel: { hotel_code: 'kyoto-gion', hotel_id: 1, brand_id: 3, brand_name: 'Noren Hotels' },
      dates: { checkin: '2030-04-01', checkout: '2030-04-03', nights: 2 },
      guests: { adults: 2, children: 1, rooms: 1 },
      currency: 'JPY',
      price: 36_300,
      tax: 3_300,
      items: [{ item_id: 'TWN/BB', room_type_code: 'TWN', room_plan_code: 'BB', quantity: 1, price: 36_300, adults: 2, nights: 2 }],
      transaction: { transaction_id: 'NR-1001', currency: 'JPY', value: 36_300, tax: 3_300, coupon: null, payment_type: null },
    });
  });

  it('has a transaction only where a reservation is made or changed', () => {
    expect(buildDataLayerEvent(context({ page: 'search_result' })).transaction).toBeUndefined();
    expect(buildDataLayerEvent(context({ page: 'guest_detail' })).transaction).toBeUndefined();
    expect(buildDataLayerEvent(context({ page: 'reservation_cancel' })).transaction).toMatchObject({ transaction_id: 'NR-1001' });
  });

  it('gives amounts in major units per currency', () => {
    expect(toMajorUnits(12_345, 'USD')).toBe(123.45);
    expect(toMajorUnits(12_000, 'JPY')).toBe(12_000);
    expect(toMajorUnits(100, 'TWD')).toBe(100);
    expect(toMajorUnits(null, 'USD')).toBeNull();
    const usd = buildDataLayerEvent(context({ currency: 'USD', price: 25_050, tax: 2_277 }));
    expect(usd.price).toBe(250.5);
    expect((usd.transaction as { value: number }).value).toBe(250.5);
  });

  it('scrubs an address that reached any field', () => {
    const event = buildDataLayerEvent(context({ reservationNumber: 'guest@example.com', utm: { utm_campaign: 'x%40y.example' } }));
    expect(containsEmail(JSON.stringify(event))).toBe(false);
  });

  it('honours the hotel data_layers setting, on unless switched off', () => {
    expect(isDataLayerEnabled([], 'confirmation')).toBe(true);
    expect(isDataLayerEnabled(null, 'confirmation')).toBe(true);
    expect(isDataLayerEnabled([{ name: 't-confirmation', enabled: false }], 'confirmation')).toBe(false);
    expect(isDataLayerEnabled([{ name: 'search_result', enabled: false }], 'confirmation')).toBe(true);
    expect(isDataLayerEnabled([{ name: 'search_result', enabled: false }], 'search_result')).toBe(false);
  });
});
