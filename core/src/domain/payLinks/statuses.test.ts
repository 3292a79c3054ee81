import { describe, expect, it } from 'vitest';
import {
  canMovePayLink, effectivePayLinkStatus, isPayLinkNumber, nextPayLinkStatuses, PAY_LINK_STATUSES, payLinkPageStatus, statusAfterRefund,
  type PayLinkStatus,
} from './statuses.ts';

const LEGAL: Record<PayLinkStatus, PayLinkStatus[]> = {
  open: ['paid', 'cancelled', 'expired'],
  paid: ['partly_refunded', 'refunded'],
  partly_refunded: ['partly_refunded', 'refunded'],
  refunded: [],
  cancelled: [],
  expired: [],
};

describe('pay-link transition table', () => {
  for (const from of PAY_LINK_STATUSES) {
    for (const to of PAY_LINK_STATUSES) {
      const legal = LEGAL[from].includes(to);
      it(`${from} -> ${to} is ${legal ? 'allowed' : 'refused'}`, () => {
        expect(canMovePayLink(from, to)).toBe(legal);
      });
    }
  }
  it('lists the next statuses as the table has them', () => {
    for (const from of PAY_LINK_STATUSES) expect([...nextPayLinkStatuses(from)].sort()).toEqual([...LEGAL[from]].sort());
  });
});

describe('expiry from the clock', () => {
  const due = new Date('2026-05-01T10:00:00Z');
  it('an open link is expired from its due time on, never before', () => {
    expect(effectivePayLinkStatus('open', due, new Date('2026-05-01T09:59:59.999Z'))).toBe('open');
    expect(effectivePayLinkStatus('open', due, due)).toBe('expired');
  });
  it('a paid or cancelled link keeps its status after the due time', () => {
    expect(effectivePayLinkStatus('paid', due, new Date('2027-01-01T00:00:00Z'))).toBe('paid');
    expect(effectivePayLinkStatus('cancelled', due, new Date('2027-01-01T00:00:00Z'))).toBe('cancelled');
  });
});

describe('page outcomes', () => {
  it('maps each state onto the spec list', () => {
    expect(payLinkPageStatus('open')).toBe('open');
    expect(payLinkPageStatus('open', { failed: true })).toBe('failed');
    expect(payLinkPageStatus('paid', { justPaid: true })).toBe('paid');
    expect(payLinkPageStatus('paid')).toBe('already_paid');
    expect(payLinkPageStatus('partly_refunded')).toBe('already_paid');
    expect(payLinkPageStatus('refunded')).toBe('refunded');
    expect(payLinkPageStatus('cancelled')).toBe('cancelled');
    expect(payLinkPageStatus('expired')).toBe('completed');
  });
  it('refund status follows what went back', () => {
    expect(statusAfterRefund(100, 1000)).toBe('partly_refunded');
    expect(statusAfterRefund(1000, 1000)).toBe('refunded');
  });
  it('payment numbers need 22+ url-safe characters', () => {
    expect(isPayLinkNumber('a'.repeat(21))).toBe(false);
    expect(isPayLinkNumber('Ab0_-'.repeat(4) + 'x')).toBe(false);
    expect(isPayLinkNumber('Ab0_-'.repeat(4) + 'xy')).toBe(true);
    expect(isPayLinkNumber('Ab0_-'.repeat(4) + 'x/')).toBe(false);
  });
});
