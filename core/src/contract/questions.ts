// GET /hotels/{id}/notifications and /additional_questions (spec part 1 §3 "Additional question",
// §4 "Notification filtering"; part 2 §7.3, §7.4). The unions are core/domain's, which the
// database columns use too; on the wire they are strings of those values.
import Type, { type Static } from 'typebox';
import type { AnswerType, OwnableType, QuestionRequirement, QuestionType } from '../domain/contract/questions.ts';
import { CodeList, HotelRefParams } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const QuestionListing = Type.Object({
  id: Type.Integer(),
  question_type: Type.Unsafe<QuestionType>(Type.String()),
  answer_type: Type.Unsafe<AnswerType>(Type.String()),
  requirement: Type.Unsafe<QuestionRequirement>(Type.String()),
  required: Type.Boolean(),
  title: Type.String(),
  body: Type.String(),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  labels: Type.Array(Type.String()),
  hotel_plan_codes: Type.Array(Type.String()),
  display_start_date: Nullable(Type.String()),
  display_end_date: Nullable(Type.String()),
  ownable_type: Type.Unsafe<OwnableType>(Type.String()),
});
export type QuestionListing = Static<typeof QuestionListing>;

export const QuestionsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 2000 })),
  checkin: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  search_type: Type.Optional(Type.Union([Type.Literal('dated'), Type.Literal('undated')])),
  hotel_plan_codes: Type.Optional(CodeList),
  room_plan_codes: Type.Optional(CodeList),
  'room_plan_codes[]': Type.Optional(CodeList),
  locale: Type.Optional(Type.String({ maxLength: 35 })),
});

export const ListQuestionsCall = { params: HotelRefParams, querystring: QuestionsQuery, response: { 200: Data(Type.Array(QuestionListing)), ...ErrorReplies } } as const;
