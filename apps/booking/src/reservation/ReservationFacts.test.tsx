// @vitest-environment jsdom
// The price details of a reservation show what the card paid, on the confirmation right after a
// card booking as on the manage page, and after a cancellation the fee, the refund and its status.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReservationPaymentView, ReservationView } from '@noren/core/domain';
import { BOOKING_ROOT } from '../stores/BookingRoot.ts';
import { renderApp, type RenderedApp } from '../../../../core/src/ui/testing/renderApp.tsx';
import { ReservationFacts } from './ReservationFacts.tsx';

const payment = (over: Partial<ReservationPaymentView> = {}): ReservationPaymentView => ({
  type: 'credit_card', status: 'captured', charged_amount: 30000, remaining_amount: 0, currency: 'JPY',
  paid_amount: 30000, refunded_amount: 0, cancellation_fee: null, refund_status: 'none', refunds: [], ...over,
});

const view = (p: ReservationPaymentView, over: Partial<ReservationView> = {}): ReservationView => ({
  id: 7, reservation_number: 'R-100', status: 'done', booked_by: 'guest', hotel: { id: 3, code: 'kyoto', name: 'Kyoto', url: null, time_zone: 'Asia/Tokyo' },
  language: 'en', currency: 'JPY', mcp_currency: null, exchange_rate: null, checkin_date: '2026-12-01', checkout_date: '2026-12-03', is_day_use: false,
  nights: 2, adults: 2, children: 0, children_ages: [],
  guest: { first_name: 'Mary', last_name: 'Smith', first_name_kana: null, last_name_kana: null, email: 'mary@example.com', phone: '0312345678', postal_code: null, prefecture_or_state: null, street_address: null, building_name_and_number: null },
  notes: null, booking_for_someone_else: false, payment: p, bank_transfer: null, coupon_code: null,
  rooms: [], extras: [], answers: [], prices: {} as ReservationView['prices'],
  summary: { room_rate: 30000, tax: 0, accommodation_tax: 0, service_fee: 0, extras: 0, subtotal: 30000, discounts: 0, point_discount: 0, deposit_percent: null, deposit_amount: 0, remaining_amount: p.remaining_amount, total: 30000 },
  cancellation_policy: null, booking_method: 'widget', channel: 'booking', lottery_result: null, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

async function render(v: ReservationView, place: 'confirmation' | 'manage'): Promise<HTMLElement> {
  app?.unmount();
  app = await renderApp('/', <ReservationFacts view={v} place={place} />, ['booking', 'common', 'bookingPages'], BOOKING_ROOT);
  return app.container;
}

/** The value of the details list's term `label`. */
const fact = (c: HTMLElement, label: string) => [...c.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent ?? null;

describe('ReservationFacts: payment', () => {
  it('shows the paid line on the confirmation of a card booking, and none when nothing was paid', async () => {
    const c = await render(view(payment()), 'confirmation');
    expect(fact(c, 'Paid online')).toBe('¥30,000');
    expect(fact(c, 'Cancellation fee')).toBeNull();
    expect(fact(c, 'Refunded to your card')).toBeNull();
    const onSite = await render(view(payment({ type: 'on_site', status: null, charged_amount: 0, paid_amount: 0, remaining_amount: 30000 })), 'confirmation');
    expect(fact(onSite, 'Paid online')).toBeNull();
  });

  it('shows paid, the cancellation fee, refunded and partly refunded on the manage page after a cancellation', async () => {
    const p = payment({
      cancellation_fee: 15000, refunded_amount: 15000, refund_status: 'partly_refunded',
      refunds: [{ amount: 15000, currency: 'JPY', reason: 'cancellation', refunded_at: '2026-11-30T03:00:00.000Z' }],
    });
    const c = await render(view(p, { status: 'cancelled' }), 'manage');
    expect(fact(c, 'Paid online')).toBe('¥30,000');
    expect(fact(c, 'Cancellation fee')).toBe('¥15,000');
    expect(fact(c, 'Refunded to your card')).toBe('¥15,000');
    expect(fact(c, 'Refund')).toBe('Partly refunded');
  });

  it('shows a pending refund as being processed, in the currency the card paid', async () => {
    const p = payment({ currency: 'USD', paid_amount: 20000, cancellation_fee: 0, refund_status: 'pending' });
    const c = await render(view(p, { status: 'cancelled', mcp_currency: 'USD' }), 'manage');
    expect(fact(c, 'Paid online')).toBe('$200.00');
    expect(fact(c, 'Refunded to your card')).toBe('$0.00');
    expect(fact(c, 'Refund')).toBe('Being processed');
  });
});
