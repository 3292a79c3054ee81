// Who may call the console's organisation calls (issue #15): an organisation user whose role is
// admin, signed in to the very organisation and brand of the path. The order of the checks keeps
// refusals free of data: nobody signed in is 401 before anything is looked up; any other account
// (a member, staff, a non-admin of the organisation, an admin of another organisation) is the same
// 403 whether or not the brand and organisation of the path exist.
import type { FastifyRequest } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { signInRequired, type OrganisationPrincipal } from '../../plugins/principal.ts';
import { findBrand, findOrganisation, type BrandRow, type OrganisationRow } from './repository.ts';

export const notOrganisationAdmin = () => new NorenError(ErrorCode.forbidden, { message: 'Only an administrator of this organisation may do this.' });

/** Any signed-in account passes the first check; nobody signed in is 401. */
export function requireAnyAccount(request: FastifyRequest) {
  const p = request.principal;
  if (p === null) throw signInRequired();
  return p;
}

/** An organisation admin, of any organisation (the hand-over token's call). */
export function requireAdminPrincipal(request: FastifyRequest): OrganisationPrincipal {
  const p = requireAnyAccount(request);
  if (p.kind !== 'organisation' || p.role !== 'admin') throw notOrganisationAdmin();
  return p;
}

export interface AdminScope {
  principal: OrganisationPrincipal;
  brand: BrandRow;
  organisation: OrganisationRow;
}

export async function requireOrganisationAdmin(db: Executor, request: FastifyRequest, params: { brandId: string; orgId: string }): Promise<AdminScope> {
  const principal = requireAdminPrincipal(request);
  const brand = await findBrand(db, params.brandId);
  if (!brand || brand.id !== principal.brandId) throw notOrganisationAdmin();
  const organisation = await findOrganisation(db, brand.id, params.orgId);
  if (!organisation || organisation.id !== principal.organisationId) throw notOrganisationAdmin();
  return { principal, brand, organisation };
}
