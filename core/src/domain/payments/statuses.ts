// Payment statuses of spec part 1 §3 and the moves between them. A status only ever moves along
// these edges; the API changes it with a conditional update on the current status, so two
// requests racing (a double capture, a capture against a cancel) cannot both win.
export const PAYMENT_STATUSES = ['pre_3d_secure', 'authorized', 'capturing', 'captured', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a payment starts: challenged, authorised at once, or refused at once. */
export const INITIAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pre_3d_secure', 'authorized', 'failed'];

const TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // The guest answers the challenge, fails it, cancels it or lets the 15 minutes run out (cancelled).
  pre_3d_secure: ['authorized', 'failed', 'cancelled'],
  // Captured through `capturing`, or voided.
  authorized: ['capturing', 'cancelled'],
  // A capture the gateway refuses leaves the authorisation in place (back to authorized) or,
  // when the authorisation is gone, fails.
  capturing: ['captured', 'authorized', 'failed'],
  // Refunds are amounts on a captured payment, not a status.
  captured: [],
  failed: [],
  cancelled: [],
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: PaymentStatus): readonly PaymentStatus[] {
  return TRANSITIONS[from];
}

export function isFinalStatus(status: PaymentStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** A payment in these statuses still holds money on the guest's card and must be captured or voided. */
export function holdsFunds(status: PaymentStatus): boolean {
  return status === 'authorized' || status === 'capturing';
}
