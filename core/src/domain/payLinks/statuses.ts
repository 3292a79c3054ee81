// Pay-link states (issue #16; spec part 1 §3 "Payment-link record" and its statuses) and the moves
// between them. The API records open, paid, partly_refunded, refunded and cancelled; `expired` is
// never written by a job: it is what an open link past its due time IS, computed from the clock at
// every read and every payment (effectiveStatus). The API changes a stored status only through
// one repository function that checks this table and writes `WHERE status = from`, so of two
// callers racing (two phones paying, a payment and a cancel) exactly one wins.
export const PAY_LINK_STATUSES = ['open', 'paid', 'partly_refunded', 'refunded', 'cancelled', 'expired'] as const;
export type PayLinkStatus = (typeof PAY_LINK_STATUSES)[number];

/** What a new link is written as. */
export const INITIAL_PAY_LINK_STATUS: PayLinkStatus = 'open';

const TRANSITIONS: Readonly<Record<PayLinkStatus, readonly PayLinkStatus[]>> = {
  // Paid once (one capture), cancelled by staff or by its reservation, or its due time passes.
  open: ['paid', 'cancelled', 'expired'],
  // Staff refund part (again and again, up to what was paid) or all of it.
  paid: ['partly_refunded', 'refunded'],
  partly_refunded: ['partly_refunded', 'refunded'],
  refunded: [],
  cancelled: [],
  expired: [],
};

export function isPayLinkStatus(value: unknown): value is PayLinkStatus {
  return typeof value === 'string' && (PAY_LINK_STATUSES as readonly string[]).includes(value);
}

export function canMovePayLink(from: PayLinkStatus, to: PayLinkStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextPayLinkStatuses(from: PayLinkStatus): readonly PayLinkStatus[] {
  return TRANSITIONS[from];
}

/** The status a link has now: an open link whose due time has come is expired. */
export function effectivePayLinkStatus(stored: PayLinkStatus, dueAt: Date, now: Date): PayLinkStatus {
  return stored === 'open' && now.getTime() >= dueAt.getTime() ? 'expired' : stored;
}

/** Only an open link may be paid or edited (and only before its due time: see effectivePayLinkStatus). */
export const isPayable = (status: PayLinkStatus): boolean => status === 'open';

/** A paid link may be refunded (again, while some of it is left). */
export const isRefundable = (status: PayLinkStatus): boolean => status === 'paid' || status === 'partly_refunded';

/** The status after refunding so that `refunded` of `paid` went back in all. */
export const statusAfterRefund = (refunded: number, paid: number): PayLinkStatus => (refunded >= paid ? 'refunded' : 'partly_refunded');

/**
 * The outcomes the guest's pay page shows (spec part 1 §3 "Payment-link statuses": paid, already
 * paid, failed, completed, refunded, cancelled, not found), plus `open` for the form itself.
 * paid: this visit's payment went through; already_paid: it had been paid before (or partly
 * refunded: the money was taken); failed: this visit's card or 3-D Secure was refused (the link
 * stays open); completed: the link's time ran out unpaid, so nothing more can happen on it;
 * refunded, cancelled; not_found: no such link, or a refused look-up (which shows nothing).
 */
export const PAY_LINK_PAGE_STATUSES = ['open', 'paid', 'already_paid', 'failed', 'completed', 'refunded', 'cancelled', 'not_found'] as const;
export type PayLinkPageStatus = (typeof PAY_LINK_PAGE_STATUSES)[number];

export function payLinkPageStatus(status: PayLinkStatus, visit: { justPaid?: boolean; failed?: boolean } = {}): PayLinkPageStatus {
  switch (status) {
    case 'open':
      return visit.failed ? 'failed' : 'open';
    case 'paid':
    case 'partly_refunded':
      return visit.justPaid ? 'paid' : 'already_paid';
    case 'refunded':
      return 'refunded';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'completed';
  }
}

/** Spec part 1 §4, part 2 §9: the pay page must finish within 1 hour of opening, else it asks for a reload. */
export const PAY_PAGE_WINDOW_MS = 60 * 60 * 1000;

/** A payment number carries at least 128 random bits (22 base64url characters = 132 bits). */
export const PAY_LINK_NUMBER_PATTERN = '^[A-Za-z0-9_-]{22,64}$';
export const isPayLinkNumber = (value: string): boolean => new RegExp(PAY_LINK_NUMBER_PATTERN).test(value);

/** A subject is one line a guest reads on the page and the receipt. */
export const PAY_LINK_SUBJECT_MAX = 200;
