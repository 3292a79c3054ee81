// The crash bench's rules (crash-invariants.ts), on snapshots shaped like the defects of issue 27
// and like their fixed outcomes: each rule finds its defect and passes what a fix leaves.
import { describe, expect, it } from 'vitest';
import { findViolations, violationCount, type Snapshot } from './crash-invariants.ts';

const asOf = new Date('2026-12-01T10:00:00Z');
const bound = { asOf, claimBoundMs: 15 * 60_000 };
const empty = (): Snapshot => ({ payments: [], reservations: [], linkPayments: [], links: [], keys: [] });
const payment = (id: string, status: string, reference: string) => ({ id, status, reference, amount: 61_070, amount_captured: status === 'captured' ? 61_070 : 0, amount_refunded: 0 });

describe('crash bench invariants', () => {
  it('passes a booking captured and recorded done/captured, and one authorised for a guarantee', () => {
    const s = empty();
    s.payments.push(payment('pay_1', 'captured', 'R1'), payment('pay_2', 'authorized', 'R2'));
    s.reservations.push(
      { reservation_number: 'R1', status: 'done', payment_status: 'captured', gateway_payment_id: 'pay_1' },
      { reservation_number: 'R2', status: 'done', payment_status: 'authorized', gateway_payment_id: 'pay_2' },
    );
    expect(violationCount(findViolations(s, bound))).toBe(0);
  });

  it('finds a capture whose booking was cancelled with no gateway payment id (§1), and passes it refunded', () => {
    const s = empty();
    s.payments.push(payment('pay_1', 'captured', 'R1'));
    s.reservations.push({ reservation_number: 'R1', status: 'cancelled', payment_status: 'cancelled', gateway_payment_id: null });
    const v = findViolations(s, bound);
    expect(v.unrecorded).toHaveLength(1);
    expect(v.unrecorded[0]).toContain('no record has its id');
    s.payments[0]!.status = 'refunded';
    expect(violationCount(findViolations(s, bound))).toBe(0);
  });

  it('finds an authorisation left open for a booking still without its record, and a record in the wrong status', () => {
    const s = empty();
    s.payments.push(payment('pay_1', 'authorized', 'R1'), payment('pay_2', 'captured', 'R2'));
    s.reservations.push({ reservation_number: 'R2', status: 'done', payment_status: 'authorized', gateway_payment_id: 'pay_2' });
    expect(findViolations(s, bound).unrecorded).toHaveLength(2);
  });

  it('finds a pay link paid whose payment row says voided (§4) and a link stuck open with its claim (§2)', () => {
    const s = empty();
    s.payments.push(payment('pay_1', 'captured', 'pay_link:AAAAAAAAAAAA'), payment('pay_2', 'captured', 'pay_link:BBBBBBBBBBBB'));
    s.linkPayments.push(
      { gateway_payment_id: 'pay_1', status: 'voided', payment_number: 'AAAAAAAAAAAA', link_status: 'paid', link_gateway_payment_id: 'pay_1' },
      { gateway_payment_id: 'pay_2', status: 'pending', payment_number: 'BBBBBBBBBBBB', link_status: 'open', link_gateway_payment_id: null },
    );
    s.links.push({ payment_number: 'BBBBBBBBBBBB', status: 'open', capturing_payment_id: 'pay_2' });
    const v = findViolations(s, bound);
    expect(v.unrecorded).toHaveLength(2);
    expect(v.unrecorded[0]).toContain('its payment row voided');
    // The report never prints a whole payment number (a credential).
    expect(v.unrecorded.join(' ')).not.toContain('AAAAAAAAAAAA');
    expect(v.stuckLinks).toHaveLength(1);
  });

  it('passes a pay link paid by its captured payment, the double tap\'s shared authorisation recorded once', () => {
    const s = empty();
    s.payments.push(payment('pay_1', 'captured', 'pay_link:AAAAAAAAAAAA'));
    s.linkPayments.push({ gateway_payment_id: 'pay_1', status: 'captured', payment_number: 'AAAAAAAAAAAA', link_status: 'paid', link_gateway_payment_id: 'pay_1' });
    s.links.push({ payment_number: 'AAAAAAAAAAAA', status: 'paid', capturing_payment_id: null });
    expect(violationCount(findViolations(s, bound))).toBe(0);
  });

  it('finds a record of a capture the gateway does not hold (a payment row captured, its payment voided)', () => {
    const s = empty();
    s.payments.push(payment('pay_1', 'cancelled', 'pay_link:AAAAAAAAAAAA'), payment('pay_2', 'cancelled', 'R2'));
    s.linkPayments.push({ gateway_payment_id: 'pay_1', status: 'captured', payment_number: 'AAAAAAAAAAAA', link_status: 'paid', link_gateway_payment_id: 'pay_1' });
    s.reservations.push({ reservation_number: 'R2', status: 'done', payment_status: 'captured', gateway_payment_id: 'pay_2' });
    expect(findViolations(s, bound).recordedNotCharged).toHaveLength(2);
  });

  it('finds an Idempotency-Key claimed and unanswered past the bound (§3), not one answered or still young', () => {
    const s = empty();
    const at = (msBefore: number) => new Date(asOf.getTime() - msBefore);
    s.keys.push(
      { id: 1, response_status: 0, created_at: at(20 * 60_000) },
      { id: 2, response_status: 201, created_at: at(20 * 60_000) },
      { id: 3, response_status: 0, created_at: at(60_000) },
    );
    const v = findViolations(s, bound);
    expect(v.stuckKeys).toHaveLength(1);
    expect(v.stuckKeys[0]).toContain('#1');
  });
});
