import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isReservationNumber, normaliseReservationNumber, RESERVATION_NUMBER_ALPHABET, reservationNumberFrom } from './numbers.ts';
import { priceChange } from './priceChange.ts';

describe('reservation numbers', () => {
  it('draws NRN- and 8 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const n = reservationNumberFrom((k) => randomBytes(k));
      expect(n).toMatch(/^NRN-[34679ACDEFGHJKMNPQRTWXY]{8}$/);
      expect(isReservationNumber(n)).toBe(true);
    }
    expect(RESERVATION_NUMBER_ALPHABET).not.toMatch(/[01OILSZB5U2V8]/);
  });

  it('skips bytes that would bias the draw', () => {
    const bytes = [255, 254, 0, 1, 2, 3, 4, 5, 6, 7];
    expect(reservationNumberFrom((n) => Uint8Array.from({ length: n }, (_, i) => bytes[i % bytes.length]))).toBe('NRN-34679ACD');
  });

  it('tidies what a guest types', () => {
    expect(normaliseReservationNumber(' nrn-34679acd ')).toBe('NRN-34679ACD');
    expect(normaliseReservationNumber('NRN34679ACD')).toBe('NRN-34679ACD');
    expect(isReservationNumber('NRN-3467')).toBe(false);
    expect(isReservationNumber('NRN-0000000O')).toBe(false);
  });
});

describe('price re-check at booking', () => {
  it('is silent only when the guest saw today\'s price', () => {
    expect(priceChange({ expectedTotal: 10000, total: 10000 })).toBeNull();
    expect(priceChange({ expectedTotal: 10000, total: 10000, mcpCurrency: 'USD', expectedMcpTotal: 6500, mcpTotal: 6500 })).toBeNull();
  });

  it('says which way it moved, with both totals and the message to show', () => {
    expect(priceChange({ expectedTotal: 12000, total: 10000 })).toMatchObject({
      direction: 'cheaper', expected_total_price: 12000, total_price: 10000, message_key: 'messages.priceChanged.cheaper',
    });
    expect(priceChange({ expectedTotal: 9000, total: 10000 })).toMatchObject({ direction: 'more_expensive', message_key: 'messages.priceChanged.moreExpensive' });
  });

  it('also refuses when only the multi-currency total the guest saw moved', () => {
    expect(priceChange({ expectedTotal: 10000, total: 10000, mcpCurrency: 'USD', expectedMcpTotal: 6500, mcpTotal: 6600 })).toMatchObject({
      direction: 'more_expensive', expected_mcp_total_price: 6500, mcp_total_price: 6600, mcp_currency: 'USD',
    });
  });
});
