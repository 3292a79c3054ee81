// JSON schemas of GET and POST /hotels/{id}/reservations/{number}/additional_questions and
// PUT .../additional_questions/batch_update.
import { ANSWER_MAX_ATTACHMENTS, ANSWER_MAX_LENGTH } from '@noren/core/domain';
import type { ReservationAnswerRoom } from '../../db/schema/index.ts';
import { ATTACHMENT_ID_PATTERN } from '../file-attachments/storage.ts';
import { codeList } from '../search/schema.ts';

export { reservationParams, type ReservationParams } from '../reservations/schema.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const count = { type: 'integer', minimum: 0, maximum: 99 } as const;
const TIME = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;

export const QUESTION_TYPES = ['notification', 'checkin', 'checkout', 'people_per_room', 'free'] as const;

export const questionsQuery = {
  type: 'object',
  properties: {
    bypass_token: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    locale: { type: 'string', maxLength: 35 },
    /** {"label_filters": ["place_confirmation_screen", ...]} */
    q: { type: 'string', maxLength: 2000 },
    room_plan_codes: codeList,
    'room_plan_codes[]': codeList,
    /** Comma list; every type but notification when left out. */
    question_types: { type: 'string', maxLength: 100, pattern: `^(${QUESTION_TYPES.join('|')})(,(${QUESTION_TYPES.join('|')}))*$` },
  },
} as const;

export interface QuestionsQuery {
  bypass_token?: string;
  email?: string;
  locale?: string;
  q?: string;
  question_types?: string;
  [key: string]: unknown;
}

export const accessQuery = {
  type: 'object',
  properties: { bypass_token: { type: 'string', maxLength: 200 }, email: { type: 'string', maxLength: 320 }, locale: { type: 'string', maxLength: 35 } },
} as const;

export interface AccessQuery {
  bypass_token?: string;
  email?: string;
  locale?: string;
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
      items: {
        type: 'object',
        required: ['question_id'],
        additionalProperties: false,
        properties: {
          question_id: id,
          answer: { type: ['string', 'null'], maxLength: ANSWER_MAX_LENGTH },
          options: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 200 } },
          rooms: { type: 'array', maxItems: 20, items: roomAnswer },
          attachment_ids: { type: 'array', maxItems: ANSWER_MAX_ATTACHMENTS, items: { type: 'string', pattern: ATTACHMENT_ID_PATTERN } },
        },
      },
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
