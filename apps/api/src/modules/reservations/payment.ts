// Where payment sits in a booking. The service calls a BookingPayment at three points:
//   authorize  inside the transaction, after every night is taken and the rows are written, before
//              commit. A refusal (a NorenError with the §8.4 code) rolls everything back, so a
//              failed card leaves no reservation and no rooms taken.
//   settle     after commit: capture what was authorised (or leave a 3-D Secure challenge open,
//              with the reservation payment_pending until the challenge answers or expires).
//   abandon    when the transaction rolled back after authorize succeeded: void the hold, so no
//              authorisation is left open.
// Only the types that charge nothing at booking are implemented now; card types are refused
// before any work with code 1000 (payment.type, unsupported_payment_type) until the card step
// plugs a gateway-backed BookingPayment in here.
import { chargesCard, asksForCard, ErrorCode, NorenError, type PaymentType, type ReservationStatus } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';

export interface PaymentContext {
  reservationId: number;
  reservationNumber: string;
  type: PaymentType;
  /** Minor units of `currency` to authorise now (0 for a guarantee or no charge). */
  amount: number;
  currency: string;
  token: string | null;
}

export interface Authorization {
  /** The reservation's status at commit. */
  status: ReservationStatus;
  paymentStatus: string | null;
  gatewayPaymentId: string | null;
  /** When a pending payment (3-D Secure) stops being accepted. */
  expiresAt: Date | null;
}

export interface BookingPayment {
  authorize(tx: Executor, ctx: PaymentContext): Promise<Authorization>;
  settle(ctx: PaymentContext, auth: Authorization): Promise<void>;
  abandon(ctx: PaymentContext, auth: Authorization): Promise<void>;
}

/** on_site, deferred_payment, bank_transfer, pre_paid: nothing is taken at booking. */
export const noCharge: BookingPayment = {
  async authorize() {
    return { status: 'done', paymentStatus: null, gatewayPaymentId: null, expiresAt: null };
  },
  async settle() {},
  async abandon() {},
};

/** The BookingPayment for `type`, or the refusal when this server cannot take it yet. */
export function paymentFor(type: PaymentType): BookingPayment {
  if (chargesCard(type) || asksForCard(type)) {
    throw new NorenError(ErrorCode.invalid, {
      payload: { field: 'payment.type', reason: 'unsupported_payment_type', payment_type: type },
      message: `payment.type ${type} is not accepted yet: card payments arrive with the payment step; choose a payment type that charges nothing at booking`,
    });
  }
  return noCharge;
}
