// The hand-over from the booking app to the console's tab (issue #15). The booking app inside a
// hotel's iframe has partitioned storage, so a console opened in a new tab cannot read its bearer
// token. The signed-in admin asks for a one-time token (random, shown once, stored as SHA-256,
// valid HANDOVER_TOKEN_TTL_SECONDS) and opens the console with it; the console redeems it once for
// a session of its own. Every failure to redeem is the same 401, whatever the reason.
import { ErrorCode, NorenError, type Clock } from '@noren/core/domain';
import { HANDOVER_TOKEN_TTL_SECONDS, type HandoverSession, type HandoverToken } from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import type { OrganisationPrincipal } from '../../plugins/principal.ts';
import { createSession } from '../accounts/index.ts';
import { auditActorOf, recordAudit } from '../audit/index.ts';
import { hashToken, looksLikeToken, newToken } from '../client-sessions/index.ts';
import { findOrganisationUserById, organisationUser } from '../organisations/index.ts';
import { insertHandoverToken, spendHandoverToken } from './repository.ts';

const handoverInvalid = () =>
  new NorenError(ErrorCode.unauthorized, { payload: { reason: 'handover_invalid' }, message: 'This sign-in link has expired or was already used. Please open the console again from the booking page.' });

export async function issueHandoverToken(db: Executor, clock: Clock, admin: OrganisationPrincipal): Promise<HandoverToken> {
  const token = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + HANDOVER_TOKEN_TTL_SECONDS * 1000);
  await insertHandoverToken(db, { tokenHash: hashToken(token), organisationUserId: admin.organisationUserId, createdAt: now, expiresAt });
  return { handover_token: token, expires_at: expiresAt.toISOString(), brand_id: admin.brandId, organization_id: admin.organisationId };
}

export async function redeemHandoverToken(db: Executor, clock: Clock, token: string, clientAddress: string): Promise<HandoverSession> {
  if (!looksLikeToken(token)) throw handoverInvalid();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const userId = await spendHandoverToken(tx, hashToken(token), now);
    const found = userId === undefined ? undefined : await findOrganisationUserById(tx, userId);
    // The account may have lost its admin role since the token was made.
    if (!found || found.user.role !== 'admin') throw handoverInvalid();
    const owner = { kind: 'organisation' as const, organisationUserId: found.user.id, brandId: found.organisation.brandId };
    const session = await createSession(tx, clock, owner);
    const principal = { ...owner, sessionId: 0, organisationId: found.organisation.id, role: found.user.role };
    await recordAudit(tx, {
      brandId: found.organisation.brandId,
      at: now,
      actor: await auditActorOf(tx, principal),
      action: 'organisation_console.handover',
      target: { type: 'organisation', id: found.organisation.id },
      organisationId: found.organisation.id,
      clientAddress,
    });
    const user = (await organisationUser(tx, found.user.id))!;
    return { session: session.token, expires_at: session.expiresAt.toISOString(), user, brand_id: found.organisation.brandId, organization_id: found.organisation.id };
  });
}
