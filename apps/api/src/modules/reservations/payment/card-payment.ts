// Card payment of a booking (spec part 1 §3, §4, §5, §6; part 2 §8.4, §9), in three steps:
//   1. service.ts takes the rooms in its transaction and commits the reservation as
//      payment_pending with payment_expires_at, holding the rooms while the gateway answers;
//   2. chargeCard asks the gateway, outside any transaction (a provider call must never hold the
//      stock's row locks or a second database connection);
//   3. the answer decides: authorised -> captured, then done; 3-D Secure -> stays payment_pending
//      with the challenge; refused -> the reservation is deleted and everything it took given back,
//      and the §8.4 code is the answer. Whatever fails after an authorisation voids it (or refunds
//      a capture), so no authorisation is ever left open.
// The Idempotency-Key was claimed in step 1; its answer (success or the card's refusal) is stored
// in step 3, so a twin that waited gets the same answer and the card is never charged twice.
import {
  buildErrorEnvelope, canonicalBrand, checkCardBrand, ErrorCode, invalidField, LOCAL_CURRENCY_BRANDS, money, NorenError, problemPayload,
  type CanonicalCardBrand, type CardChargeContext, type Clock, type CreateReservationRequest, type PaymentType, type PriceBreakdown,
} from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database.ts';
import type { AuthorizeResult, PaymentGateway, SavedCard } from '../../../payments/gateway.ts';
import type { ReservationHooks } from '../hooks.ts';
import { queueReservationMail } from '../mail-queue.ts';
import { cardForBooking, forgetUnpaidCard, rememberCard } from '../../saved-cards/index.ts';
import { toView } from '../view/display.ts';
import { seal, type KeyScope } from '../booking/idempotency.ts';
import { deleteReservation } from '../booking/release.ts';
import { findReservation, loadGraph, lockReservation, shareHotel, moveStatus, StatusTransitionRefused } from '../repository/index.ts';
import type { CreateAnswer, CreateResult } from '../booking/service.ts';

/** Spec part 2 §9: a payment left pending (3-D Secure) is cancelled after 15 minutes. */
export const PENDING_WINDOW_MS = 15 * 60 * 1000;

export interface CardPlan {
  /** The charge currency: the shown (mcp) one for a brand that may pay in it, else the hotel's. */
  currency: string;
  brand: CanonicalCardBrand | null;
  brandContext: CardChargeContext;
  /** Converts what is due in the hotel's currency into the charge currency. */
  amount(dueInHotelCurrency: number): number;
}

export interface CardCharge extends CardPlan {
  reservationId: number;
  reservationNumber: string;
  type: PaymentType;
  amountDue: number;
  /** The browser's single-use token, or the gateway id of the member's saved card. */
  token: string;
  /** payment.save_card of a member paying with a new card: kept once the payment goes through. */
  saveForMember: number | null;
}

/** What a card body must carry, checked before any work. `memberId`: the signed-in member booking, if any. */
export function checkCardRequest(body: CreateReservationRequest, hotelCurrency: string, memberId: number | null): void {
  const p = body.payment;
  if (p.saved_card_id) {
    // Saved cards belong to members: the card is looked up among the signed-in member's own.
    if (memberId === null) throw new NorenError(ErrorCode.unauthorized, { message: 'Paying with a saved card needs a signed-in member.' });
    if (p.token) throw invalidField('payment.token', 'not_with_saved_card', {}, 'Send either payment.token or payment.saved_card_id, not both');
  } else if (!p.token) {
    throw invalidField('payment.token', 'required', {}, 'payment.token is required: tokenise the card with the payment provider first');
  }
  if (p.save_card === true && memberId === null) throw invalidField('payment.save_card', 'member_only', {}, 'Only a signed-in member can save a card');
  if (p.card_brand != null && canonicalBrand(p.card_brand) === null) throw invalidField('payment.card_brand', 'unknown_brand', {}, 'payment.card_brand is not a card brand');
  if (body.mcp_currency && body.mcp_currency !== hotelCurrency && !p.card_brand) {
    throw invalidField('payment.card_brand', 'required', {}, 'payment.card_brand is required to pay in another currency: it decides the charge currency');
  }
}

/** payment.saved_card_id as our id; anything else is an id no card has (refused as unknown_saved_card). */
export const savedCardIdOf = (given: string): number => (/^[1-9][0-9]{0,9}$/.test(given) && Number(given) <= 2_147_483_647 ? Number(given) : 0);

/** The charge currency and the brand rules for this booking (part 1 §5, part 2 §9). */
export function planCardCharge(body: CreateReservationRequest, hotelCurrency: string, price: PriceBreakdown): CardPlan {
  const given = (body.payment as { card_brand?: string | null }).card_brand;
  const brand = given ? canonicalBrand(given) : null;
  const total = price.prices.total_price;
  const mcpTotal = price.prices.mcp_total_price?.cents ?? null;
  const shown = price.mcp_currency && price.mcp_currency !== hotelCurrency && mcpTotal !== null ? price.mcp_currency : hotelCurrency;
  const local = shown !== hotelCurrency && brand !== null && LOCAL_CURRENCY_BRANDS.includes(brand);
  const currency = local ? shown : hotelCurrency;
  const brandContext: CardChargeContext = {
    hotelCurrency,
    shownCurrency: shown,
    chargeCurrency: currency,
    totalYen: hotelCurrency === 'JPY' ? total : null,
  };
  if (brand !== null) refuseBrand(brand, brandContext);
  return {
    currency,
    brand,
    brandContext,
    // A deposit in the shown currency is the same share of the shown total.
    amount: (due) => (local && total > 0 ? Math.round((due * mcpTotal!) / total) : due),
  };
}

function refuseBrand(brand: string, ctx: CardChargeContext): void {
  const problem = checkCardBrand(brand, ctx);
  if (problem) throw new NorenError(problem.code, { payload: { ...problemPayload(problem), field: 'payment.card_brand', brand } });
}

export interface ChargeInput {
  hotelId: number;
  hotelCode: string;
  booked: CreateResult;
  charge: CardCharge;
  keyId: number | null;
  scope: KeyScope | null;
  hooks: ReservationHooks;
}

/** The gateway's idempotency key of a booking's card payment: how a settlement finds a payment whose record was lost. */
export const cardPaymentKey = (reservationNumber: string): string => `reservation:${reservationNumber}`;

export const threeDsReturnUrl = (hotelCode: string, number: string): string =>
  `/reservation/3ds-return?code=${encodeURIComponent(hotelCode)}&number=${encodeURIComponent(number)}`;

export async function chargeCard(db: Database, clock: Clock, gateway: PaymentGateway, input: ChargeInput): Promise<CreateResult> {
  const { charge } = input;
  const member = charge.saveForMember;
  // "Save this card": the gateway keeps it first and the payment is made with the kept card, so
  // one card number serves both; a payment that does not go through takes it back (forget).
  let kept: { card: SavedCard; fresh: boolean } | null = null;
  const forget = async () => {
    if (kept?.fresh && member !== null) await forgetUnpaidCard(db, gateway, input.hotelId, member, kept.card.id);
  };
  let auth: AuthorizeResult;
  try {
    if (member !== null) kept = await cardForBooking(db, gateway, input.hotelId, member, charge.token);
    auth = await gateway.authorize({
      token: kept?.card.id ?? charge.token,
      amount: money(charge.amountDue, charge.currency),
      // One authorisation per reservation, whatever retries happen on the way.
      idempotencyKey: cardPaymentKey(charge.reservationNumber),
      returnUrl: threeDsReturnUrl(input.hotelCode, charge.reservationNumber),
      reference: charge.reservationNumber,
    });
  } catch (error) {
    await forget();
    await undo(db, input, error instanceof NorenError && error.httpStatus < 500 ? error : null);
    if (error instanceof NorenError && error.code === ErrorCode.invalid) {
      throw new NorenError(ErrorCode.invalid, { httpStatus: error.httpStatus, payload: { ...error.payload, field: 'payment.token' }, message: error.message });
    }
    throw error;
  }

  if (auth.status === 'failed') {
    const failure = auth.failure ?? { reason: 'processing_error', code: ErrorCode.paymentFailed };
    const refusal = new NorenError(failure.code, { payload: { field: 'payment.token', reason: failure.reason } });
    await forget();
    await undo(db, input, refusal);
    throw refusal;
  }

  // The card the gateway saw must be the brand the rules were checked for.
  const actual = auth.card?.brand ?? null;
  try {
    if (actual !== null && charge.brand !== null && actual !== charge.brand) {
      throw invalidField('payment.card_brand', 'card_brand_mismatch', {}, `payment.card_brand says ${charge.brand} but the card is ${actual}`);
    }
    if (actual !== null) refuseBrand(actual, charge.brandContext);
  } catch (refusal) {
    await gateway.cancel(auth.paymentId).catch(() => undefined);
    await forget();
    await undo(db, input, refusal as NorenError);
    throw refusal;
  }

  if (auth.status === 'requires_3ds') {
    const expiresAt = new Date(clock.now().getTime() + PENDING_WINDOW_MS);
    try {
      return await finish(db, clock, input, { status: 'payment_pending', paymentStatus: 'pre_3d_secure', paymentId: auth.paymentId, expiresAt }, {
        challenge_url: auth.challengeUrl!,
        payment_expires_at: expiresAt.toISOString(),
      });
    } catch (error) {
      await gateway.cancel(auth.paymentId).catch(() => undefined);
      await forget();
      await undo(db, input, null);
      throw error;
    }
  }

  // Authorised: capture what is charged now (a guarantee holds the verification and charges nothing).
  let captured = false;
  try {
    if (charge.amountDue > 0) {
      await gateway.capture(auth.paymentId);
      captured = true;
    }
    const keep = kept && member !== null ? { gateway: gateway.name, memberId: member, card: kept.card } : undefined;
    return await finish(db, clock, input, { status: 'done', paymentStatus: captured ? 'captured' : 'authorized', paymentId: auth.paymentId, expiresAt: null }, {}, keep);
  } catch (error) {
    if (captured) await gateway.refund(auth.paymentId, money(charge.amountDue, charge.currency)).catch(() => undefined);
    else await gateway.cancel(auth.paymentId).catch(() => undefined);
    await forget();
    const refusal = error instanceof NorenError ? error : new NorenError(ErrorCode.paymentFailed);
    await undo(db, input, refusal.httpStatus < 500 ? refusal : null);
    throw refusal;
  }
}

interface Outcome {
  status: 'done' | 'payment_pending';
  paymentStatus: 'pre_3d_secure' | 'captured' | 'authorized';
  paymentId: string;
  expiresAt: Date | null;
}

/** Records the gateway's answer on the reservation and stores the answer for the Idempotency-Key. */
async function finish(
  db: Database, clock: Clock, input: ChargeInput, outcome: Outcome, extra: Partial<CreateAnswer> = {},
  keep?: { gateway: string; memberId: number; card: SavedCard },
): Promise<CreateResult> {
  const { charge } = input;
  const bypassToken = input.booked.body.data.bypass_token;
  return db.transaction(async (tx): Promise<CreateResult> => {
    // Written as payment_pending with no payment yet (service.ts); the gateway's answer is recorded once.
    const moved = await moveStatus(tx, charge.reservationId, { status: 'payment_pending', payment: null }, { status: outcome.status, payment: outcome.paymentStatus }, clock.now(), {
      gatewayPaymentId: outcome.paymentId, paymentExpiresAt: outcome.expiresAt,
    }).then(() => true, async (error: unknown) => {
      if (!(error instanceof StatusTransitionRefused && error.reason === 'stale')) throw error;
      // The expiry job settled it meanwhile (a gateway slower than 15 minutes). Having found this
      // very payment by its key, it recorded it, queued the mail and answered the key: that stands.
      const now = await findReservation(tx, { hotelId: input.hotelId, id: charge.reservationId });
      if (now && now.gatewayPaymentId === outcome.paymentId && now.status === outcome.status && now.paymentStatus === outcome.paymentStatus) return false;
      // Cancelled meanwhile: the caller voids.
      throw new NorenError(ErrorCode.paymentTimeout);
    });
    // The member's new card is theirs from the moment the booking is paid, in the same commit.
    if (moved && keep) await rememberCard(tx, clock.now(), keep.gateway, input.hotelId, keep.memberId, keep.card);
    if (moved && outcome.status === 'done') {
      await queueReservationMail(tx, clock, { kind: 'booking_confirmation', reservationId: charge.reservationId, language: input.booked.body.data.reservation.language });
    }
    const row = await findReservation(tx, { hotelId: input.hotelId, id: charge.reservationId });
    const view = toView(await loadGraph(tx, row!));
    const data: CreateAnswer = { reservation_number: charge.reservationNumber, bypass_token: bypassToken, status: view.status, reservation: view, ...extra };
    if (moved && input.scope && input.keyId !== null) {
      await tx.execute(sql`update idempotency_keys set response_status = 201, response_body = ${JSON.stringify({ data: { ...data, bypass_token: null } })}::jsonb,
          sealed = ${seal(bypassToken, input.scope)}, reservation_id = ${charge.reservationId} where id = ${input.keyId}`);
    }
    return { status: 201, body: { data } };
  });
}

/**
 * Takes the booking back: the reservation goes and what it took is released, in one transaction
 * holding the hotel row shared and the reservation's row. A refusal is stored for the Idempotency-Key (the token is spent, so the
 * same request can only be refused again); any other failure frees the key for a retry.
 */
async function undo(db: Database, input: ChargeInput, refusal: NorenError | null): Promise<void> {
  await db.transaction(async (tx: Executor) => {
    await shareHotel(tx, input.hotelId);
    // The reservation's row, before its status is read: the expiry job settling it meanwhile
    // (cancelPending moves this row) queues here, so its stock is released once, by one of the two.
    await lockReservation(tx, input.charge.reservationId);
    // Settled meanwhile by the expiry job (which released its rooms and answered the key): left as it is.
    const row = await findReservation(tx, { hotelId: input.hotelId, id: input.charge.reservationId });
    if (row && row.status !== 'payment_pending') return;
    await deleteReservation(tx, input.charge.reservationId);
    if (input.keyId === null) return;
    if (refusal) {
      const envelope = buildErrorEnvelope(refusal.code, { ...(refusal.payload && { payload: refusal.payload }), title: refusal.title });
      await tx.execute(sql`update idempotency_keys set response_status = ${refusal.httpStatus}, response_body = ${JSON.stringify(envelope)}::jsonb where id = ${input.keyId}`);
    } else {
      await tx.execute(sql`delete from idempotency_keys where id = ${input.keyId}`);
    }
  });
}
