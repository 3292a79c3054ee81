// Saved cards of members (spec part 1 §3 credit card; part 2 §7.5 memberships/credit_cards): the
// gateway keeps the card, we keep its reusable id with brand, last four digits and expiry, so a
// member can pay again without typing the card. Callers pass the id of the member they
// authenticated (routes.ts takes it from the bearer session).
import { ErrorCode, NorenError, type SavedCardView } from '@noren/core/domain';
import type { Database, Executor } from '../../db/database.ts';
import type { PaymentGateway, SavedCard } from '../../payments/gateway.ts';
import { deleteSavedCard, findSavedCard, findSavedCardByToken, insertSavedCard, listSavedCards, type SavedCardRow } from './repository.ts';

/** The gateway's customer for a member of a hotel: cards are not shared across hotels. */
export const customerOf = (hotelId: number, memberId: number) => `noren:${hotelId}:${memberId}`;

const view = (r: SavedCardRow): SavedCardView => ({ id: r.id, brand: r.brand, last4: r.last4, exp_month: r.expMonth, exp_year: r.expYear });

function gatewayCards(gateway: PaymentGateway): Required<Pick<PaymentGateway, 'saveCard' | 'listCards' | 'deleteCard'>> {
  if (!gateway.saveCard || !gateway.listCards || !gateway.deleteCard) {
    throw new NorenError(ErrorCode.invalid, { payload: { field: 'gateway', reason: 'saved_cards_not_supported' }, message: `The ${gateway.name} gateway cannot keep cards` });
  }
  return { saveCard: gateway.saveCard.bind(gateway), listCards: gateway.listCards.bind(gateway), deleteCard: gateway.deleteCard.bind(gateway) };
}

export async function saveCard(db: Database, now: Date, gateway: PaymentGateway, hotelId: number, memberId: number, token: string): Promise<SavedCardView> {
  const saved = await gatewayCards(gateway).saveCard(token, customerOf(hotelId, memberId));
  return view(await rememberCard(db, now, gateway.name, hotelId, memberId, saved));
}

/** Keeps a card the gateway already saved for the member (once a booking paid with it). */
export async function rememberCard(db: Executor, now: Date, gatewayName: string, hotelId: number, memberId: number, saved: SavedCard): Promise<SavedCardRow> {
  return insertSavedCard(db, {
    hotelId, memberId, gateway: gatewayName, gatewayToken: saved.id, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, createdAt: now,
  });
}

/**
 * A booking's "save this card": the gateway turns the single-use token into a reusable card for
 * the member before the payment, which is then made with it. `fresh` says whether the member had
 * it already, so a failed payment forgets only a card it added (forgetUnpaidCard).
 */
export async function cardForBooking(db: Executor, gateway: PaymentGateway, hotelId: number, memberId: number, token: string): Promise<{ card: SavedCard; fresh: boolean }> {
  const card = await gatewayCards(gateway).saveCard(token, customerOf(hotelId, memberId));
  const known = await findSavedCardByToken(db, gateway.name, card.id);
  return { card, fresh: known === undefined };
}

/** Takes back at the gateway a card saved for a payment that did not go through, unless the member keeps it. */
export async function forgetUnpaidCard(db: Executor, gateway: PaymentGateway, hotelId: number, memberId: number, cardId: string): Promise<void> {
  if (await findSavedCardByToken(db, gateway.name, cardId)) return;
  await gateway.deleteCard?.(cardId, customerOf(hotelId, memberId)).catch(() => undefined);
}

export async function listCards(db: Database, hotelId: number, memberId: number): Promise<SavedCardView[]> {
  return (await listSavedCards(db, hotelId, memberId)).map(view);
}

export async function deleteCard(db: Database, gateway: PaymentGateway, hotelId: number, memberId: number, id: number): Promise<void> {
  const row = await findSavedCard(db, hotelId, memberId, id);
  if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'credit_card' } });
  await gatewayCards(gateway).deleteCard(row.gatewayToken, customerOf(hotelId, memberId)).catch((error: unknown) => {
    // Already gone at the gateway: forget it here too.
    if (!(error instanceof NorenError && error.code === ErrorCode.notFound)) throw error;
  });
  await deleteSavedCard(db, row.id);
}

/** The gateway token to authorise a booking with the member's saved card. */
export async function savedCardToken(db: Executor, hotelId: number, memberId: number, id: number): Promise<string> {
  const row = await findSavedCard(db, hotelId, memberId, id);
  // Someone else's card and a card that does not exist are refused alike.
  if (!row) throw new NorenError(ErrorCode.invalid, { httpStatus: 422, payload: { field: 'payment.saved_card_id', reason: 'unknown_saved_card' }, message: 'This saved card cannot be used.' });
  return row.gatewayToken;
}
