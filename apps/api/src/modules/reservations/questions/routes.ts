// GET and POST /api/v1/hotels/{id}/reservations/{number}/additional_questions and
// PUT .../additional_questions/batch_update (spec part 2 §7.4), with ?bypass_token= or ?email=.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope } from '@noren/core/domain';
import type { QuestionType } from '../../../db/schema/index.ts';
import { codeList } from '../../search/index.ts';
import { accessOf } from '../schema.ts';
import { answersBody, questionsQuery, reservationParams, reservationQuery, type AnswersBody, type QuestionsQuery, type ReservationParams, type ReservationQuery } from './schema.ts';
import { listReservationQuestions, saveAnswers, type QuestionsData } from './service.ts';

const reservationQuestionRoutes: FastifyPluginAsync = async (app) => {
  const path = '/hotels/:id/reservations/:number/additional_questions';

  app.get<{ Params: ReservationParams; Querystring: QuestionsQuery; Reply: DataEnvelope<QuestionsData> }>(
    path,
    { schema: { params: reservationParams, querystring: questionsQuery } },
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
    app.route<{ Params: ReservationParams; Querystring: ReservationQuery; Body: AnswersBody; Reply: DataEnvelope<QuestionsData> }>({
      method,
      url,
      schema: { params: reservationParams, querystring: reservationQuery, body: answersBody },
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
