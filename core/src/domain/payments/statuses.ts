// Payment statuses of spec part 1 §3 and the moves between them, as the API records them on a
// reservation (payment_status). A status only ever moves along these edges; the API changes it
// only through one repository function (apps/api/src/modules/reservations/repository/status.ts)
// that checks this table first and writes with a condition on the current status, so two requests
// racing (the expiry job against the guest's return from 3-D Secure) cannot both win.
//
// The gateway is called outside any transaction (a provider call never holds a lock), so the API
// records the outcome of a capture, not its progress: a payment goes to captured directly, and
// `capturing`, a status of the spec, is never recorded. Refunds are amounts on a captured payment
// (payment_refunds), not a status.
export const PAYMENT_STATUSES = ['pre_3d_secure', 'authorized', 'capturing', 'captured', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where a reservation's payment starts (it has none while the booking is written): challenged,
 * authorised (a guarantee holds the verification), captured, or cancelled when the payment was
 * never sent to the gateway before its window closed. A card refused at once deletes the booking;
 * failed is recorded when the refusal is found later, by its key, after the call that asked died.
 */
export const INITIAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pre_3d_secure', 'authorized', 'captured', 'failed', 'cancelled'];

const TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // The guest answers the challenge (authorised, then captured unless it is a guarantee), fails
  // it, cancels it, or lets the 15 minutes run out (cancelled).
  pre_3d_secure: ['authorized', 'captured', 'failed', 'cancelled'],
  authorized: [],
  capturing: [],
  captured: [],
  failed: [],
  cancelled: [],
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Whether the payment may move from `from` (null: none recorded yet) to `to`. */
export function canTransition(from: PaymentStatus | null, to: PaymentStatus): boolean {
  return from === null ? INITIAL_PAYMENT_STATUSES.includes(to) : TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: PaymentStatus | null): readonly PaymentStatus[] {
  return from === null ? INITIAL_PAYMENT_STATUSES : TRANSITIONS[from];
}

/** A payment in these statuses still holds money on the guest's card and must be captured or voided. */
export function holdsFunds(status: PaymentStatus): boolean {
  return status === 'authorized' || status === 'capturing';
}
