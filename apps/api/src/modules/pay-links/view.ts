// A stored link as the guest's page and the staff console show it. The status is computed from
// the clock at every read (an open link past due is expired), never left to a job.
import {
  effectivePayLinkStatus, PAY_PAGE_WINDOW_MS, payLinkPageStatus, type Language, type PayLinkStatus, type PayLinkView, type StaffPayLinkView,
} from '@noren/core/domain';
import { translated } from '../hotels/index.ts';
import type { PayLinkRecord } from './repository.ts';
import { encryptQr, signPageSession } from './secrets.ts';

export const statusOf = (r: PayLinkRecord, now: Date): PayLinkStatus => effectivePayLinkStatus(r.status, r.dueAt, now);

export const payPagePath = (paymentNumber: string): string => `/payments/${encodeURIComponent(paymentNumber)}`;

export interface ViewOptions {
  now: Date;
  secret: Buffer;
  /** This visit paid it (the page shows "paid", not "already paid"), or this visit's card was refused. */
  visit?: { justPaid?: boolean; failed?: boolean };
}

export function guestView(r: PayLinkRecord, o: ViewOptions): PayLinkView {
  const status = statusOf(r, o.now);
  const payable = status === 'open';
  return {
    payment_number: r.paymentNumber,
    hotel_id: r.hotelId,
    hotel_code: r.hotelCode,
    hotel_name: translated(r.hotelTranslations as never, 'hotel_name', r.language, r.bookLanguages as Language[], r.hotelName),
    subject: r.subject,
    amount: r.amount,
    currency: r.currency,
    due_at: r.dueAt.toISOString(),
    status,
    page_status: payLinkPageStatus(status, o.visit),
    language: r.language,
    reservation_number: r.reservationNumber,
    paid_at: r.paidAt?.toISOString() ?? null,
    refunded_at: r.refundedAt?.toISOString() ?? null,
    refunded_amount: r.refundedAmount,
    receipt_available: r.paidAmount > 0,
    page_session: payable ? signPageSession(o.secret, r.paymentNumber, o.now) : null,
    page_expires_at: payable ? new Date(o.now.getTime() + PAY_PAGE_WINDOW_MS).toISOString() : null,
    payment_gateway: { tokenization_url: r.gateway.tokenization_url, public_key: r.gateway.public_key, accepted_card_brands: [...r.gateway.accepted_card_brands] },
  };
}

/** What a QR for the link carries: the page's path, or the encrypted payload for a brand that asks for it. */
export function qrContent(r: PayLinkRecord, secret: Buffer): string {
  return r.encryptedQr ? `/payments?qr_code=${encryptQr(secret, { paymentNumber: r.paymentNumber, hotelId: r.hotelId })}` : payPagePath(r.paymentNumber);
}

export function staffView(r: PayLinkRecord, o: ViewOptions, replacedBy: string | null = null): StaffPayLinkView {
  return {
    ...guestView(r, o),
    // Staff never pay through the console: no visit is started for them.
    page_session: null,
    page_expires_at: null,
    recipient_email: r.recipientEmail,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    cancelled_at: r.cancelledAt?.toISOString() ?? null,
    paid_amount: r.paidAmount,
    qr_content: qrContent(r, o.secret),
    cancel_reason: r.cancelReason,
    replaced_by: replacedBy,
  };
}
