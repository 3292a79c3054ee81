// GET /api/v1/hotels/{id}/notifications and /hotels/{id}/additional_questions.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ListQuestionsCall } from '@noren/core/contract';
import { codeList } from '../search/index.ts';
import { listQuestions } from './service.ts';

const questionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const [path, notifications] of [['/hotels/:id/notifications', true], ['/hotels/:id/additional_questions', false]] as const) {
    app.get(
      path,
      { schema: ListQuestionsCall },
      async (request) => {
        const q = request.query;
        const data = await listQuestions(app.db, app.clock, request.params.id, {
          q: typeof q.q === 'string' ? q.q : undefined,
          checkin: typeof q.checkin === 'string' ? q.checkin : undefined,
          search_type: q.search_type === 'undated' ? 'undated' : 'dated',
          hotel_plan_codes: codeList(q, 'hotel_plan_codes'),
          room_plan_codes: codeList(q, 'room_plan_codes', 'room_plan_codes[]'),
        }, notifications, request.requestedLanguage);
        return { data };
      },
    );
  }
};

export default questionsRoutes;
