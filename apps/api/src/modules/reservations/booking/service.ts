// Booking a reservation (spec part 2 §7.4; part 1 §3, §4, §6); reading it is access/open.ts.
//
// A booking is ONE transaction, all or nothing:
//   1. share the hotel row (repository shareHotel): bookings of a hotel run side by side, and a
//      catalogue change (rates, plans, terms) waits for them and they for it;
//   2. claim the Idempotency-Key, if any (a racing twin finds it taken and replays the answer);
//   3. price the selection with the search module's own engine, under that share, and refuse if the
//      total differs from what the guest saw (never a silent change);
//   4. take every night of every room, plan stock, the coupon's use and extras' stock with one
//      conditional update per table, their rows locked in one order (stock.ts), so bookings of
//      the same nights queue on those rows only; anything short rolls the whole booking back;
//   5. write the reservation and its rooms, nights, extras and answers;
//   6. let the payment authorise (payment.ts), then store the answer for the key and commit.
// Pricing runs under the share on purpose: what is charged is what was priced at that instant.
// The request checks are validate.ts, the transaction's writes write.ts, the sold-out refusals
// sold-out.ts, the card's charge after commit payment/card-payment.ts.
import { asksForCard, ErrorCode, NorenError, resolveLanguage, type BankTransferView, type Clock, type CreateReservationRequest, type CreateReservationResponse, type DataEnvelope } from '@noren/core/domain';
import type { Database, Executor } from '../../../db/database.ts';
import type { Principal } from '../../../plugins/principal-types.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { accountOf, claimKey, findStoredAnswer, linkClaim, requestHash, seal, storeAnswer, unseal, waitForAnswer, type KeyScope } from './idempotency.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import { chargeCard, checkCardRequest, savedCardIdOf, type CardCharge } from '../payment/card-payment.ts';
import { answerFromReservation } from '../payment/settled-answer.ts';
import { savedCardToken } from '../../saved-cards/index.ts';
import { bookingOwner } from './owner.ts';
import { paymentFor, type Authorization, type PaymentContext } from '../payment/payment.ts';
import { shareHotel } from '../repository/index.ts';
import { checkGuests, checkPaymentOffered } from './validate.ts';
import type { ReservationHooks } from '../hooks.ts';
import { queueReservationMail } from '../mail-queue.ts';
import { book, type Settled } from './write.ts';
import { soldOutEarly } from './sold-out.ts';

export interface CreateInput {
  hotelRef: string;
  body: CreateReservationRequest;
  requestedLanguage: string | null;
  clientAppId: number;
  /** The front end that sent it: booking, admin or kiosk. */
  channel: string;
  idempotencyKey: string | null;
  /** app.payments; card types need it. */
  gateway?: PaymentGateway;
  /** request.principal: a member or organisation user of the brand owns what they book. */
  viewer?: Principal | null;
  /** Mail, uploads and subscriptions, written in the booking's transaction (hooks.ts). */
  hooks: ReservationHooks;
}

/** The booking's answer; a 3-D Secure challenge adds where to send the guest. */
export type CreateAnswer = CreateReservationResponse & {
  challenge_url?: string;
  payment_expires_at?: string | null;
  /** bank_transfer: the amount, when it must arrive and the hotel's account (also reservation.bank_transfer). */
  bank_transfer?: BankTransferView;
};

export interface CreateResult {
  status: number;
  /** The answer, or (a replayed card refusal) the error envelope first sent. */
  body: DataEnvelope<CreateAnswer>;
}

/** Thrown inside the transaction when the Idempotency-Key is already taken: roll back, then replay. */
class KeyTaken extends Error {}

export async function createReservation(db: Database, clock: Clock, input: CreateInput): Promise<CreateResult> {
  const { body } = input;
  const hotel = await findHotel(db, input.hotelRef);
  if (!hotel) throw hotelNotFound(input.hotelRef);
  // Before anything about the body: an account of another brand must not even learn what it lacks.
  const owner = bookingOwner(hotel, input.viewer ?? null);
  const language = resolveLanguage(body.language ?? input.requestedLanguage, hotel.bookLanguages);
  checkGuests(body, hotel, language);
  const card = asksForCard(body.payment.type);
  const payment = paymentFor(body.payment.type);
  checkPaymentOffered(body.payment.type, hotel);
  if (card) checkCardRequest(body, hotel.currency, owner.memberId);
  if (card && !input.gateway) throw new Error('card payments need the payment gateway');
  const savedCardId = card ? body.payment.saved_card_id : null;
  const settled: Settled = {
    owner,
    cardToken: savedCardId ? await savedCardToken(db, hotel.id, owner.memberId!, savedCardIdOf(savedCardId)) : (body.payment.token ?? ''),
  };

  const scope: KeyScope | null = input.idempotencyKey
    ? { hotelId: hotel.id, clientAppId: input.clientAppId, account: accountOf(input.viewer), key: input.idempotencyKey }
    : null;
  const hash = requestHash(body);
  if (scope) {
    const replay = await replayFor(db, scope, hash);
    if (replay) return replay;
  }

  // Set once the payment authorised inside the transaction: settled after commit, voided if it rolls back.
  const held: { payment: { ctx: PaymentContext; auth: Authorization } | null; charge: CardCharge | null } = { payment: null, charge: null };
  let keyId: number | null = null;
  // Refuse a sold-out night before the transaction: under a rush for the last rooms the losers
  // then cost one read each instead of a wait on the night's row (and a pooled connection).
  const early = await soldOutEarly(db, hotel.id, body);
  if (early) throw early;
  try {
    const result = await db.transaction(async (tx) => {
      await shareHotel(tx, hotel.id);
      keyId = scope ? await claimKey(tx, scope, hash, clock.now()) : null;
      if (scope && keyId === null) throw new KeyTaken();
      const booked = await book(tx, clock, hotel, body, { ...input, ...settled }, language, payment, (a) => (held.payment = a), card ? (c) => (held.charge = c) : null);
      // The confirmation commits with the booking or not at all (a card booking's, once paid).
      const { reservation } = booked.body.data;
      if (booked.body.data.status === 'done') await queueReservationMail(tx, clock, { kind: 'booking_confirmation', reservationId: reservation.id, language: reservation.language });
      // A card booking commits as payment_pending and stores its answer once the gateway answered;
      // its claim is linked to the reservation now, so whoever settles it can answer the key.
      if (scope && keyId !== null && card) await linkClaim(tx, keyId, reservation.id, seal(booked.body.data.bypass_token, scope));
      if (scope && keyId !== null && !card) {
        const stored = { data: { ...booked.body.data, bypass_token: null } };
        await storeAnswer(tx, keyId, { status: 201, body: stored, sealed: seal(booked.body.data.bypass_token, scope), reservationId: booked.body.data.reservation.id });
      }
      return booked;
    });
    if (held.payment) await payment.settle(held.payment.ctx, held.payment.auth);
    if (held.charge) return await chargeCard(db, clock, input.gateway!, { hotelId: hotel.id, hotelCode: hotel.code, booked: result, charge: held.charge, keyId, scope, hooks: input.hooks });
    return result;
  } catch (error) {
    if (held.payment) await payment.abandon(held.payment.ctx, held.payment.auth).catch(() => undefined);
    if (error instanceof KeyTaken && scope) {
      const replay = (await replayFor(db, scope, hash)) ?? (await waitForAnswer(db, scope, () => replayFor(db, scope, hash), {
        now: () => clock.now(),
        answerSettled: (claim) => db.transaction((tx) => answerFromReservation(tx, claim.id, claim.reservationId!, null)),
      }));
      if (replay) return replay;
    }
    throw error;
  }
}

async function replayFor(db: Executor, scope: KeyScope, hash: string): Promise<CreateResult | null> {
  const stored = await findStoredAnswer(db, scope);
  if (!stored || stored.responseStatus === 0) return null;
  if (stored.requestHash !== hash) {
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 422,
      payload: { field: 'Idempotency-Key', reason: 'idempotency_key_reused' },
      message: 'This Idempotency-Key was already used for a different request; use a new key for a new booking',
    });
  }
  const body = stored.responseBody as unknown as CreateResult['body'];
  if ('errors' in body) return { status: stored.responseStatus, body };
  const token = stored.sealed ? unseal(stored.sealed, scope) : null;
  return { status: stored.responseStatus, body: { data: { ...body.data, bypass_token: token ?? '' } } };
}
