import { describe, expect, it } from 'vitest';
import { INITIAL_PAYMENT_STATUSES, PAYMENT_STATUSES, canTransition, holdsFunds, isFinalStatus, isPaymentStatus, type PaymentStatus } from './statuses.ts';

const ALLOWED = new Set([
  'pre_3d_secure>authorized', 'pre_3d_secure>failed', 'pre_3d_secure>cancelled',
  'authorized>capturing', 'authorized>cancelled',
  'capturing>captured', 'capturing>authorized', 'capturing>failed',
]);

describe('payment status transitions', () => {
  const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as [PaymentStatus, PaymentStatus]));
  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('has the six statuses of spec part 1 §3', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual(['authorized', 'cancelled', 'captured', 'capturing', 'failed', 'pre_3d_secure']);
    expect(isPaymentStatus('captured')).toBe(true);
    expect(isPaymentStatus('refunded')).toBe(false);
  });

  it('knows where payments start, end and hold money', () => {
    expect(INITIAL_PAYMENT_STATUSES).toEqual(['pre_3d_secure', 'authorized', 'failed']);
    expect(PAYMENT_STATUSES.filter(isFinalStatus)).toEqual(['captured', 'failed', 'cancelled']);
    expect(PAYMENT_STATUSES.filter(holdsFunds)).toEqual(['authorized', 'capturing']);
  });
});
