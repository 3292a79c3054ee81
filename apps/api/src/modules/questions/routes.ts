// GET /api/v1/hotels/{id}/notifications and /hotels/{id}/additional_questions.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, QuestionListing } from '@noren/core/domain';
import { hotelRefParams } from '../hotels/index.ts';
import { codeList, codeListSchema, date } from '../search/index.ts';
import { listQuestions } from './service.ts';

const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const strings = { type: 'array', items: str } as const;

const questionsResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' }, question_type: str, answer_type: str, requirement: str, required: { type: 'boolean' },
          title: str, body: str, options: { type: 'array', items: { type: 'object', properties: { value: str, label: str } } },
          labels: strings, hotel_plan_codes: strings, display_start_date: nstr, display_end_date: nstr, ownable_type: str,
        },
      },
    },
  },
} as const;

const questionsQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 2000 },
    checkin: date,
    search_type: { type: 'string', enum: ['dated', 'undated'] },
    hotel_plan_codes: codeListSchema,
    room_plan_codes: codeListSchema,
    'room_plan_codes[]': codeListSchema,
    locale: { type: 'string', maxLength: 35 },
  },
} as const;

const questionsRoutes: FastifyPluginAsync = async (app) => {
  for (const [path, notifications] of [['/hotels/:id/notifications', true], ['/hotels/:id/additional_questions', false]] as const) {
    app.get<{ Params: { id: string }; Querystring: Record<string, unknown>; Reply: DataEnvelope<QuestionListing[]> }>(
      path,
      { schema: { params: hotelRefParams, querystring: questionsQuery, response: { 200: questionsResponse } } },
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
