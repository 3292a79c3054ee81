// JSON schemas of GET and POST /hotels/{id}/reservations/{number}/additional_questions and
// PUT .../additional_questions/batch_update.
import type { ReservationAnswerRoom } from '../../../db/schema/index.ts';
import { answerItem, reservationQuery, type ReservationQuery } from '../schema.ts';
import { CodeList as codeList } from '@noren/core/contract';

export { reservationParams, reservationQuery, type ReservationParams, type ReservationQuery } from '../schema.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const count = { type: 'integer', minimum: 0, maximum: 99 } as const;
const TIME = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;

export const QUESTION_TYPES = ['notification', 'checkin', 'checkout', 'people_per_room', 'free'] as const;

export const questionsQuery = {
  type: 'object',
  properties: {
    ...reservationQuery.properties,
    /** {"label_filters": ["place_confirmation_screen", ...]} */
    q: { type: 'string', maxLength: 2000 },
    room_plan_codes: codeList,
    'room_plan_codes[]': codeList,
    /** Comma list; every type but notification when left out. */
    question_types: { type: 'string', maxLength: 100, pattern: `^(${QUESTION_TYPES.join('|')})(,(${QUESTION_TYPES.join('|')}))*$` },
  },
} as const;

export interface QuestionsQuery extends ReservationQuery {
  q?: string;
  question_types?: string;
  [key: string]: unknown;
}

const roomAnswer = {
  type: 'object',
  required: ['reservation_hotel_room_id'],
  additionalProperties: false,
  properties: { reservation_hotel_room_id: id, checkin_time: TIME, checkout_time: TIME, adults: count, men_count: count, women_count: count },
} as const;

export const answersBody = {
  type: 'object',
  required: ['answers'],
  additionalProperties: false,
  properties: {
    answers: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: answerItem({ rooms: { type: 'array', maxItems: 20, items: roomAnswer } }),
    },
  },
} as const;

export interface AnswerInput {
  question_id: number;
  answer?: string | null;
  options?: string[];
  rooms?: ReservationAnswerRoom[];
  attachment_ids?: string[];
}

export interface AnswersBody {
  answers: AnswerInput[];
}
