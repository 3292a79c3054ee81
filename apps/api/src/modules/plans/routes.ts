// GET /api/v1/hotels/{id}/plans (room_plan_codes[] or room_plan_codes=a,b) and /plans/{code}.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ListPlansCall, PlanCall } from '@noren/core/contract';
import { codeList } from '../search/index.ts';
import { listPlans, readPlan } from './service.ts';

const plansRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotels/:id/plans',
    { schema: ListPlansCall },
    async (request) => ({
      data: await listPlans(app.db, app.clock, request.params.id, codeList(request.query, 'room_plan_codes', 'room_plan_codes[]') ?? null, request.requestedLanguage),
    }),
  );

  app.get(
    '/hotels/:id/plans/:planCode',
    { schema: PlanCall },
    async (request) => ({ data: await readPlan(app.db, app.clock, request.params.id, request.params.planCode, request.requestedLanguage) }),
  );
};

export default plansRoutes;
