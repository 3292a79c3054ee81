import { describe, expect, it } from 'vitest';
import { INITIAL_RESERVATION_STATUSES, RESERVATION_STATUSES, canMoveReservation, isReservationStatus, nextReservationStatuses } from './statuses.ts';
import type { ReservationStatus } from '../contract/reservations.ts';

const LEGAL = ['payment_pending>done', 'payment_pending>cancelled', 'done>cancelled'];

const pairs = RESERVATION_STATUSES.flatMap((from) => RESERVATION_STATUSES.map((to) => [from, to] as [ReservationStatus, ReservationStatus]));

describe('reservation status transitions', () => {
  it.each(pairs.filter(([from, to]) => LEGAL.includes(`${from}>${to}`)))('allows %s -> %s', (from, to) => {
    expect(canMoveReservation(from, to)).toBe(true);
  });

  it.each(pairs.filter(([from, to]) => !LEGAL.includes(`${from}>${to}`)))('refuses %s -> %s', (from, to) => {
    expect(canMoveReservation(from, to)).toBe(false);
  });

  it('has the three statuses of spec part 1 §3, and new ones start done or payment_pending', () => {
    expect([...RESERVATION_STATUSES].sort()).toEqual(['cancelled', 'done', 'payment_pending']);
    expect(isReservationStatus('done')).toBe(true);
    expect(isReservationStatus('reserved')).toBe(false);
    expect(INITIAL_RESERVATION_STATUSES).toEqual(['payment_pending', 'done']);
    expect(nextReservationStatuses('cancelled')).toEqual([]);
  });
});
