// ReservationStore.book: the Idempotency-Key of an attempt, the price-change refusal, success.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import type { CreateReservationRequest, CreateReservationResponse } from '@noren/core/domain';
import { CurrencyStore } from './CurrencyStore.ts';
import { ReservationStore } from './ReservationStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup() {
  const api = new FakeApi();
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings());
  let n = 0;
  const reservation = new ReservationStore(new CurrencyStore({ settings }), { api, hotelId: () => 'kyoto-gion', newKey: () => `key-${++n}-0123456789abcdef` });
  return { api, reservation };
}

const body = (expected: number): CreateReservationRequest => ({
  checkin_date: '2026-12-10', checkout_date: '2026-12-11', rooms: [{ room_plan_code: 'rp', adults: 2 }],
  guest: { first_name: 'Mary', last_name: 'Smith', email: 'm@example.com', email_confirmation: 'm@example.com', phone: '0312345678' },
  payment: { type: 'on_site' }, expected_total_price: expected,
});

const booked = { reservation_number: 'R123', bypass_token: 'tok', status: 'done', reservation: {} } as CreateReservationResponse;

describe('ReservationStore.book', () => {
  it('resends the same key when the same booking is retried after a lost answer, and a new one afterwards', async () => {
    const { api, reservation } = setup();
    api.book = () => ApiError.unreachable();
    const failed = await reservation.book(body(10000));
    expect(failed.kind).toBe('failed');
    api.book = () => booked;
    const ok = await reservation.book(body(10000));
    expect(ok.kind).toBe('booked');
    expect(api.bookingKeys[0]).toBe(api.bookingKeys[1]);
    expect(reservation.reservationNumber).toBe('R123');
    expect(reservation.bypassToken).toBe('tok');
    expect(reservation.email).toBe('m@example.com');
    await reservation.book(body(10000));
    expect(api.bookingKeys[2]).not.toBe(api.bookingKeys[1]);
  });

  it('answers a second press while booking with the booking under way, sending one call', async () => {
    const { api, reservation } = setup();
    api.book = () => booked;
    const first = reservation.book(body(10000));
    const second = reservation.book(body(10000));
    expect(reservation.submitting).toBe(true);
    expect(await second).toBe(await first);
    expect(api.bookingKeys).toHaveLength(1);
    expect(reservation.submitting).toBe(false);
  });

  it('returns a price change for the guest to confirm; confirming is a new attempt', async () => {
    const { api, reservation } = setup();
    api.book = () => new ApiError({ status: 409, code: 1000, message: 'changed', payload: {
      field: 'expected_total_price', reason: 'price_changed', direction: 'more_expensive', expected_total_price: 10000, total_price: 12000,
      mcp_currency: null, expected_mcp_total_price: null, mcp_total_price: null, message_key: 'messages.priceChanged.moreExpensive',
    } });
    const outcome = await reservation.book(body(10000));
    expect(outcome).toMatchObject({ kind: 'price_changed', change: { total_price: 12000, direction: 'more_expensive' } });
    expect(reservation.submitting).toBe(false);
    api.book = () => booked;
    await reservation.book(body(12000));
    expect(api.bookingKeys[1]).not.toBe(api.bookingKeys[0]);
  });
});
