// Resolves `Authorization: Bearer <token>` to request.principal (a member, organisation user or
// staff session). Without the header nothing is read, so the guest search path costs no query.
// A bearer that names no live session answers 401 (9401), except on routes whose config says
// `optionalAuth: true` (user/me, sign-in, sign-out), which see principal null and bearerRejected.
// Public routes (health, client_sessions) ignore it: the apps send the header with every call.
// The session lookup is the accounts module's, handed in by app.ts: plugins do not import modules.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Principal } from './principal-types.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const signInRequired = (message = 'Please sign in.') => new NorenError(ErrorCode.unauthorized, { message });
const staleBearer = () => new NorenError(ErrorCode.unauthorized, { payload: { reason: 'session_invalid' }, message: 'The session has expired or was signed out. Please sign in again.' });

export type MemberPrincipal = Extract<Principal, { kind: 'member' }>;
export type OrganisationPrincipal = Extract<Principal, { kind: 'organisation' }>;
export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;

export function requireMember(request: FastifyRequest): MemberPrincipal {
  const p = request.principal;
  if (p?.kind !== 'member') throw signInRequired('Sign in as a member.');
  return p;
}

export function requireOrganisationUser(request: FastifyRequest): OrganisationPrincipal {
  const p = request.principal;
  if (p?.kind !== 'organisation') throw signInRequired('Sign in with your organisation account.');
  return p;
}

/** A member or an organisation user: the booking app's signed-in visitor. */
export function requireGuestAccount(request: FastifyRequest): MemberPrincipal | OrganisationPrincipal {
  const p = request.principal;
  if (p?.kind !== 'member' && p?.kind !== 'organisation') throw signInRequired();
  return p;
}

/**
 * A staff account, and when `hotel` is given, one that works there: 401 without a staff session,
 * 403 (9403) for a hotel of another brand or another hotel than the account's own.
 */
export function requireStaff(request: FastifyRequest, hotel?: { id: number; brandId: number }): StaffPrincipal {
  const p = request.principal;
  if (p?.kind !== 'staff') throw signInRequired('Sign in to the console.');
  if (hotel && (hotel.brandId !== p.brandId || (p.hotelId !== null && p.hotelId !== hotel.id))) {
    throw new NorenError(ErrorCode.forbidden, { message: 'This account does not work at this hotel.' });
  }
  return p;
}

/** The token of an Authorization header, or null when the header is not a bearer. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

export interface PrincipalOptions {
  /** Who a bearer token signs in, or null when it names no live session. */
  verify: (token: string) => Promise<Principal | null>;
}

export default fp<PrincipalOptions>(async (app, { verify }) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('bearerRejected', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const config = request.routeOptions.config;
    if (config.public === true || request.is404) return;
    const token = bearerToken(header);
    const principal = token === null ? null : await verify(token);
    if (principal === null) {
      if (config.optionalAuth !== true) throw staleBearer();
      request.bearerRejected = true;
      return;
    }
    request.principal = principal;
  });
}, { name: 'noren-principal' });
