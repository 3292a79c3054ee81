import { describe, expect, it } from 'vitest';
import { INITIAL_PAYMENT_STATUSES, PAYMENT_STATUSES, canTransition, holdsFunds, isPaymentStatus, nextStatuses, type PaymentStatus } from './statuses.ts';

// Every edge the API records (modules/reservations): from none when the booking's payment is
// first written, and from the 3-D Secure challenge.
const LEGAL = new Set([
  'none>pre_3d_secure', 'none>authorized', 'none>captured', 'none>failed', 'none>cancelled',
  'pre_3d_secure>authorized', 'pre_3d_secure>captured', 'pre_3d_secure>failed', 'pre_3d_secure>cancelled',
]);

const FROM: Array<PaymentStatus | null> = [null, ...PAYMENT_STATUSES];
const pairs = FROM.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as [PaymentStatus | null, PaymentStatus]));
const legal = ([from, to]: [PaymentStatus | null, PaymentStatus]) => LEGAL.has(`${from ?? 'none'}>${to}`);

describe('payment status transitions', () => {
  it.each(pairs.filter(legal))('allows %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(pairs.filter((p) => !legal(p)))('refuses %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('has the six statuses of spec part 1 §3', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual(['authorized', 'cancelled', 'captured', 'capturing', 'failed', 'pre_3d_secure']);
    expect(isPaymentStatus('captured')).toBe(true);
    expect(isPaymentStatus('refunded')).toBe(false);
  });

  it('knows where payments start, where they go and which hold money', () => {
    expect(INITIAL_PAYMENT_STATUSES).toEqual(['pre_3d_secure', 'authorized', 'captured', 'failed', 'cancelled']);
    expect(nextStatuses(null)).toEqual(INITIAL_PAYMENT_STATUSES);
    expect(nextStatuses('captured')).toEqual([]);
    expect(PAYMENT_STATUSES.filter(holdsFunds)).toEqual(['authorized', 'capturing']);
  });
});
