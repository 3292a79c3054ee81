// GET /api/v1/marketing_emails/subscription_status?token= and POST /api/v1/marketing_emails/unsubscribe
// (spec part 1 §2 /unsubscribe-email/confirmation and /success; part 2 §7.8, bodies not shown).
// The signed token alone says whose subscription it is: nothing else in the request can point
// it at another address or brand. A forged, altered or foreign token is refused before anything
// is read or written. A recipient with no subscription row counts as subscribed: links are only
// put in marketing mail, which only subscribers receive.
import { ErrorCode, NorenError, type Clock } from '@noren/core/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotelBrands, marketingSubscriptions } from '../../db/schema/index.ts';
import { signingSecret } from '../../db/signing-secret.ts';
import { normaliseEmail } from '../reservations/index.ts';
import { maskEmail, signLinkToken, verifyLinkToken, type LinkClaims } from './token.ts';

export interface SubscriptionStatus {
  /** Masked: the page shows which address, without revealing it to whoever holds the link. */
  email: string;
  brand: { id: number; code: string; name: string };
  subscribed: boolean;
}

export const brandScope = (brandId: number): string => `brand:${brandId}`;

export interface LinkDeps {
  db: Executor;
  clock: Clock;
  /** config.signingSecret */
  secret: string | null;
}

const refused = (reason: 'invalid' | 'expired'): NorenError =>
  reason === 'expired'
    ? new NorenError(ErrorCode.expired, { payload: { field: 'token', reason }, message: 'This unsubscribe link has expired. Please use the link in a more recent e-mail.' })
    : new NorenError(ErrorCode.invalid, { payload: { field: 'token', reason }, message: 'This unsubscribe link is not valid.' });

async function claimsOf(deps: LinkDeps, token: string): Promise<{ claims: LinkClaims; brand: SubscriptionStatus['brand'] }> {
  const verified = verifyLinkToken(await signingSecret(deps.db, deps.secret), token, deps.clock.now());
  if (!verified.ok) throw refused(verified.reason);
  const [brand] = await deps.db.select({ id: hotelBrands.id, code: hotelBrands.code, name: hotelBrands.name }).from(hotelBrands).where(eq(hotelBrands.id, verified.claims.brandId));
  if (!brand) throw refused('invalid');
  return { claims: verified.claims, brand };
}

async function subscribed(db: Executor, claims: LinkClaims): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: marketingSubscriptions.subscribed })
    .from(marketingSubscriptions)
    .where(and(eq(marketingSubscriptions.email, claims.email), eq(marketingSubscriptions.scope, brandScope(claims.brandId))));
  return row?.subscribed ?? true;
}

export async function subscriptionStatus(deps: LinkDeps, token: string): Promise<SubscriptionStatus> {
  const { claims, brand } = await claimsOf(deps, token);
  return { email: maskEmail(claims.email), brand, subscribed: await subscribed(deps.db, claims) };
}

/** Idempotent: unsubscribing twice is still unsubscribed. */
export async function unsubscribe(deps: LinkDeps, token: string): Promise<SubscriptionStatus> {
  const { claims, brand } = await claimsOf(deps, token);
  const now = deps.clock.now();
  await deps.db
    .insert(marketingSubscriptions)
    .values({ email: claims.email, scope: brandScope(claims.brandId), subscribed: false, updatedAt: now })
    .onConflictDoUpdate({ target: [marketingSubscriptions.email, marketingSubscriptions.scope], set: { subscribed: false, updatedAt: sql`excluded.updated_at` } });
  return { email: maskEmail(claims.email), brand, subscribed: false };
}

/**
 * The guest ticked the brand's e-mail consent box at booking (shown only when the brand's
 * email_consent_setting is enabled; ignored otherwise). Ticking it is a fresh consent, so it
 * subscribes again an address that had left; leaving it unticked changes nothing, since not
 * ticking a box is no request to leave.
 */
export async function subscribeFromBooking(tx: Executor, clock: Clock, link: { brandId: number; email: string }): Promise<boolean> {
  const [brand] = await tx.select({ consent: hotelBrands.emailConsentSetting }).from(hotelBrands).where(eq(hotelBrands.id, link.brandId));
  if (!brand?.consent.enabled) return false;
  await tx
    .insert(marketingSubscriptions)
    .values({ email: normaliseEmail(link.email), scope: brandScope(link.brandId), subscribed: true, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: [marketingSubscriptions.email, marketingSubscriptions.scope], set: { subscribed: true, updatedAt: sql`excluded.updated_at` } });
  return true;
}

/** The booking app's confirmation page for a token; relative unless an origin is given. */
export const UNSUBSCRIBE_PATH = '/unsubscribe-email/confirmation';

export function unsubscribeUrlWith(secret: string, link: { brandId: number; email: string; issuedAt: Date }, origin = ''): string {
  return `${origin.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signLinkToken(secret, link))}`;
}

/**
 * For mail templates: the signed unsubscribe URL of `email` for the brand's marketing mail, e.g.
 * `https://book.example.com/unsubscribe-email/confirmation?token=...`.
 */
export async function buildUnsubscribeUrl(deps: LinkDeps, link: { brandId: number; email: string; origin?: string }): Promise<string> {
  const secret = await signingSecret(deps.db, deps.secret);
  return unsubscribeUrlWith(secret, { brandId: link.brandId, email: link.email, issuedAt: deps.clock.now() }, link.origin);
}
