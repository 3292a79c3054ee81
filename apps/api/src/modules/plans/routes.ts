// GET /api/v1/hotels/{id}/plans (room_plan_codes[] or room_plan_codes=a,b) and /plans/{code}.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope } from '@noren/core/domain';
import { hotelRefParams } from '../hotels/index.ts';
import { policySchema, partSchema } from '../policies/index.ts';
import { codeList, codeListSchema } from '../search/index.ts';
import { listPlans, readPlan, type PlanDetail, type PlanView } from './service.ts';

const int = { type: 'integer' } as const;
const nint = { type: ['integer', 'null'] } as const;
const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;

const planProperties = {
  id: int, hotel_plan_code: str, name: str, description: str, meal_type: str,
  payment_method: { type: 'object', properties: { code: str } }, credit_card_payment: bool, members_only: bool,
  min_nights: int, max_nights: nint, booking_start_date: nstr, booking_end_date: nstr, stay_start_date: nstr, stay_end_date: nstr,
  inclusive_extra_ids: { type: 'array', items: int }, cancellation_policy_id: nint,
  room_plans: { type: 'array', items: { type: 'object', properties: { room_plan_code: str, room_type_code: str, sale_limit: nint } } },
} as const;

const plansRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown>; Reply: DataEnvelope<PlanView[]> }>(
    '/hotels/:id/plans',
    {
      schema: {
        params: hotelRefParams,
        querystring: { type: 'object', properties: { room_plan_codes: codeListSchema, 'room_plan_codes[]': codeListSchema, locale: { type: 'string', maxLength: 35 } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: planProperties } } } } },
      },
    },
    async (request) => ({
      data: await listPlans(app.db, app.clock, request.params.id, codeList(request.query, 'room_plan_codes', 'room_plan_codes[]') ?? null, request.requestedLanguage),
    }),
  );

  app.get<{ Params: { id: string; planCode: string }; Reply: DataEnvelope<PlanDetail> }>(
    '/hotels/:id/plans/:planCode',
    {
      schema: {
        params: { type: 'object', required: ['id', 'planCode'], properties: { ...hotelRefParams.properties, planCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  ...planProperties,
                  cancellation_policy: { anyOf: [policySchema, { type: 'null' }] },
                  cancel_before_at: nint,
                  cancellation_policy_parts: { type: 'array', items: partSchema },
                  no_show_percentage_of_cost: int,
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({ data: await readPlan(app.db, app.clock, request.params.id, request.params.planCode, request.requestedLanguage) }),
  );
};

export default plansRoutes;
