// GET /api/v1/staff/audit_entries (issue #15), beside the staff console's other calls under
// /staff/. Brand managers only: a staff account whose role is manager and that works at every
// hotel of the brand; 401 without a staff session, 403 (9403) for any other staff account.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { StaffAuditListCall } from '@noren/core/contract';
import { requireStaff, type StaffPrincipal } from '../../plugins/principal.ts';
import { auditPage } from './service.ts';

/** A manager of the whole brand (hotel null); the rule the contract screen shares (requireBrandManager). */
export function requireBrandManager(request: FastifyRequest): StaffPrincipal {
  const staff = requireStaff(request);
  if (staff.role !== 'manager' || staff.hotelId !== null) throw new NorenError(ErrorCode.forbidden, { message: 'Only the brand’s managers may do this.' });
  return staff;
}

const auditRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/staff/audit_entries', { schema: StaffAuditListCall }, async (request, reply) => {
    const manager = requireBrandManager(request);
    reply.header('cache-control', 'no-store');
    return auditPage(app.db, manager.brandId, request.query);
  });
};

export default auditRoutes;
