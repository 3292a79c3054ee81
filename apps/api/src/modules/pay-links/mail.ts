// The pay-link mail: queued in the transaction of the action (create with "send", resend), with
// everything it says in its payload (the link as it stood at that send; mail-templates/ renders it
// from there). It is written in the link's language (the guest's) and goes to the link's recipient.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { queueMail } from '../../mail/outbox.ts';
import type { PayLinkRecord } from './repository.ts';
import { payPagePath } from './view.ts';

export const PAY_LINK_MAIL_KIND = 'pay_link';

export async function queueLinkMail(tx: Executor, clock: Clock, r: PayLinkRecord, to: string, hotelName: string): Promise<void> {
  await queueMail(tx, clock, {
    kind: PAY_LINK_MAIL_KIND,
    reservationId: r.reservationId,
    language: r.language,
    // One mail per action: every resend is a mail of its own, however close to the last.
    dedupeKey: `pay_link:${r.paymentNumber}:${randomUUID()}`,
    payload: {
      to, hotelId: r.hotelId, hotelName, subject: r.subject, amount: r.amount, currency: r.currency, dueAt: r.dueAt.toISOString(),
      path: payPagePath(r.paymentNumber), reservationNumber: r.reservationNumber,
    },
  });
}
