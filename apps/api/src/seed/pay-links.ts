// Demo pay links (issue #16): one in each state for each demo hotel, so the staff console and the
// guest page show every outcome from the first start. Numbers come from a hash of the hotel and
// the state (the seed has no randomness: seed/generators.ts); real links get 144 random bits.
// Paid demo links name no gateway payment: they were paid before the sandbox existed, so the
// console refuses to refund them through it (reason no_gateway_payment).
import { createHash } from 'node:crypto';
import type { Executor } from '../db/database.ts';
import { payLinks, type StoredPayLinkStatus } from '../db/schema/index.ts';

const HOUR = 3_600_000;

interface DemoLink {
  state: StoredPayLinkStatus | 'expired';
  subject: string;
  amount: number;
}

const DEMO_LINKS: readonly DemoLink[] = [
  { state: 'open', subject: 'Airport transfer', amount: 12_000 },
  { state: 'expired', subject: 'Late check-out', amount: 3_000 },
  { state: 'cancelled', subject: 'Dinner course (changed)', amount: 16_500 },
  { state: 'paid', subject: 'Spa treatment', amount: 8_800 },
  { state: 'partly_refunded', subject: 'Minibar and laundry', amount: 5_400 },
  { state: 'refunded', subject: 'Tea ceremony (not held)', amount: 6_000 },
];

export const demoPaymentNumber = (hotelCode: string, state: string): string =>
  createHash('sha256').update(`noren demo pay link ${hotelCode} ${state}`).digest('base64url').slice(0, 24);

export async function insertDemoPayLinks(tx: Executor, hotel: { id: number; code: string; currency: string }, now: Date): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  // The amounts are yen; a hotel in another currency gets them in its minor units as they are.
  await tx.insert(payLinks).values(DEMO_LINKS.map((l) => {
    const paid = l.state === 'paid' || l.state === 'partly_refunded' || l.state === 'refunded';
    const refunded = l.state === 'refunded' ? l.amount : l.state === 'partly_refunded' ? Math.floor(l.amount / 3) : 0;
    return {
      paymentNumber: demoPaymentNumber(hotel.code, l.state), hotelId: hotel.id, kind: 'manual' as const, subject: l.subject, amount: l.amount, currency: hotel.currency,
      dueAt: l.state === 'expired' ? at(-24) : at(72), recipientEmail: null, language: 'en' as const,
      status: (l.state === 'expired' ? 'open' : l.state) as StoredPayLinkStatus,
      paidAmount: paid ? l.amount : 0, refundedAmount: refunded, paidAt: paid ? at(-48) : null, refundedAt: refunded > 0 ? at(-24) : null,
      cancelledAt: l.state === 'cancelled' ? at(-24) : null, cancelReason: l.state === 'cancelled' ? 'staff' : null,
      createdBy: 'system', createdAt: at(-72), updatedAt: at(-24),
    };
  }));
}
