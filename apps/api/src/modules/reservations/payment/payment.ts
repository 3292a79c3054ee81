// Where payment sits in a booking. The service calls a BookingPayment at three points:
//   authorize  inside the transaction, after every night is taken and the rows are written, before
//              commit. A refusal (a NorenError with the §8.4 code) rolls everything back, so a
//              failed card leaves no reservation and no rooms taken.
//   settle     after commit: capture what was authorised (or leave a 3-D Secure challenge open,
//              with the reservation payment_pending until the challenge answers or expires).
//   abandon    when the transaction rolled back after authorize succeeded: void the hold, so no
//              authorisation is left open.
// Card types (asksForCard) do not use this seam: a gateway call must not run inside the booking's
// transaction (it would hold the stock's row locks and a second connection), so card-payment.ts charges
// after the rooms are committed as payment_pending and undoes the booking on a refusal.
import type { PaymentStatus, PaymentType, ReservationStatus } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';

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
  paymentStatus: PaymentStatus | null;
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

/** The BookingPayment of a type that takes nothing by card at booking. */
export function paymentFor(_type: PaymentType): BookingPayment {
  return noCharge;
}
