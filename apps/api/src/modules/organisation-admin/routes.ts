// The corporate admin console's calls (issue #15; the list with who may call each is at the top of
// core/src/contract/organisation-admin.ts). Organisation calls check the admin first
// (access.ts requireOrganisationAdmin); the staff calls need a brand manager (the audit module's
// requireBrandManager). Answers are never cached.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  HandoverRedeemCall, HandoverTokenCall, OrgReservationCall, OrgReservationListCall, OrganisationOverviewCall, ReservationExportCall, ReservationExportFileCall,
  StaffContractUpdateCall, StaffOrganisationListCall, StayAllowanceCall,
} from '@noren/core/contract';
import { requireOrganisationUser } from '../../plugins/principal.ts';
import { requireBrandManager } from '../audit/index.ts';
import { organisationReservationView } from '../reservations/index.ts';
import { requireAdminPrincipal, requireOrganisationAdmin } from './access.ts';
import { allowanceFor, contractOf, organisationOverview, staffOrganisations, updateContract } from './contract.ts';
import { createExport, downloadExport } from './exports.ts';
import { issueHandoverToken, redeemHandoverToken } from './handover.ts';
import { reservationPage } from './reservations.ts';

const ORG = '/hotel_brands/:brandId/organizations/:orgId';

const organisationAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/user/organization_console/handover_tokens', { schema: HandoverTokenCall }, async (request, reply) => {
    const admin = requireAdminPrincipal(request);
    return reply.code(201).header('cache-control', 'no-store').send({ data: await issueHandoverToken(app.db, app.clock, admin) });
  });

  app.post('/organization_console/sessions', { schema: HandoverRedeemCall }, async (request, reply) => {
    const data = await redeemHandoverToken(app.db, app.clock, request.body.handover_token, request.ip);
    return reply.code(201).header('cache-control', 'no-store').send({ data });
  });

  app.get(ORG, { schema: OrganisationOverviewCall }, async (request, reply) => {
    const scope = await requireOrganisationAdmin(app.db, request, request.params);
    reply.header('cache-control', 'no-store');
    return { data: await organisationOverview(app.db, app.clock.now(), scope.brand, scope.organisation, request.query.fiscal_year) };
  });

  app.get(`${ORG}/reservations`, { schema: OrgReservationListCall }, async (request, reply) => {
    const scope = await requireOrganisationAdmin(app.db, request, request.params);
    const contract = await contractOf(app.db, scope.brand, scope.organisation.id);
    reply.header('cache-control', 'no-store');
    return reservationPage(app.db, app.clock.now(), scope.organisation.id, contract, request.query);
  });

  app.get(`${ORG}/reservations/:number`, { schema: OrgReservationCall }, async (request, reply) => {
    const scope = await requireOrganisationAdmin(app.db, request, request.params);
    const contract = await contractOf(app.db, scope.brand, scope.organisation.id);
    reply.header('cache-control', 'no-store');
    return { data: await organisationReservationView(app.db, scope.organisation.id, scope.brand.id, request.params.number, contract.masked) };
  });

  app.post(`${ORG}/reservation_exports`, { schema: ReservationExportCall }, async (request, reply) => {
    const scope = await requireOrganisationAdmin(app.db, request, request.params);
    const base = `/api/v1/hotel_brands/${scope.brand.id}/organizations/${scope.organisation.id}/reservation_exports`;
    const deps = { db: app.db, now: app.clock.now(), storage: app.storage, localesDir: app.config.localesDir, clientAddress: request.ip };
    const result = await createExport(deps, scope, request.body, base);
    reply.header('cache-control', 'no-store');
    if (result.kind === 'link') return reply.code(201).send({ data: result.link });
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${result.filename}"`)
      .header('x-row-count', String(result.rowCount))
      .send(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
  });

  app.get(`${ORG}/reservation_exports/:exportId`, { schema: ReservationExportFileCall }, async (request, reply) => {
    const scope = await requireOrganisationAdmin(app.db, request, request.params);
    const deps = { db: app.db, now: app.clock.now(), storage: app.storage, localesDir: app.config.localesDir, clientAddress: request.ip };
    const file = await downloadExport(deps, scope, request.params.exportId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });

  app.get('/user/organization/stay_allowance', { schema: StayAllowanceCall }, async (request, reply) => {
    const user = requireOrganisationUser(request);
    reply.header('cache-control', 'no-store');
    return { data: await allowanceFor(app.db, user, request.query) };
  });

  app.get('/staff/organizations', { schema: StaffOrganisationListCall }, async (request, reply) => {
    const manager = requireBrandManager(request);
    reply.header('cache-control', 'no-store');
    return { data: await staffOrganisations(app.db, app.clock.now(), manager.brandId) };
  });

  app.put('/staff/organizations/:orgId/contract', { schema: StaffContractUpdateCall }, async (request, reply) => {
    const manager = requireBrandManager(request);
    reply.header('cache-control', 'no-store');
    return { data: await updateContract(app.db, app.clock.now(), manager, request.params.orgId, request.body, request.ip) };
  });
};

export default organisationAdminRoutes;
