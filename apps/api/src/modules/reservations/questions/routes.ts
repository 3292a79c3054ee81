// GET and POST /api/v1/hotels/{id}/reservations/{number}/additional_questions and
// PUT .../additional_questions/batch_update (spec part 2 §7.4), with ?bypass_token= or ?email=.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ReservationQuestionsCall, SaveAnswersCall } from '@noren/core/contract';
import type { QuestionType } from '../../../db/schema/index.ts';
import { codeList } from '../../search/index.ts';
import { accessOf } from '../access-of.ts';
import { listReservationQuestions, saveAnswers } from './service.ts';

const reservationQuestionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const path = '/hotels/:id/reservations/:number/additional_questions';

  app.get(
    path,
    { schema: ReservationQuestionsCall },
    async (request, reply) => {
      const q = request.query;
      const data = await listReservationQuestions(app.db, app.reservationHooks, request.params.id, request.params.number, accessOf(q, request.principal, 'read'), {
        q: q.q,
        roomPlanCodes: codeList(q, 'room_plan_codes', 'room_plan_codes[]'),
        questionTypes: q.question_types ? (q.question_types.split(',') as QuestionType[]) : undefined,
      }, request.requestedLanguage);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  for (const [method, url, mode, status] of [['POST', path, 'create', 201], ['PUT', `${path}/batch_update`, 'update', 200]] as const) {
    app.route({
      method,
      url,
      schema: SaveAnswersCall,
      handler: async (request, reply) => {
        const data = await saveAnswers(
          { db: app.db, clock: app.clock, hooks: app.reservationHooks }, request.params.id, request.params.number,
          accessOf(request.query, request.principal, 'change'), request.body.answers, mode, request.requestedLanguage,
        );
        return reply.code(status).header('cache-control', 'no-store').send({ data });
      },
    });
  }
};

export default reservationQuestionRoutes;
