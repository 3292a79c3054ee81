// Additional questions on a booked reservation (spec part 1 §3 "Additional question", §5; part 2
// §7.4): GET lists the questions that apply to it with its answers, POST answers questions not yet
// answered, PUT .../batch_update changes answers. What applies: the hotel's and its brand's active
// questions, brand items only where targeted at the hotel, for everyone (all_users or no audience
// label), shown on the check-in date (display dates), and about one of the reservation's plans.
// The listing narrows that by `q` label filters (an item with any of the labels), room_plan_codes
// and question_types. After every change each required question that applies must be answered.
import {
  invalidField, ErrorCode, filterVisible, GUEST_VIEWER, NorenError, resolveLanguage, type Clock, type Language, type ReservationQuestionView,
} from '@noren/core/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database.ts';
import { additionalQuestions, type QuestionType } from '../../../db/schema/index.ts';
import { findHotelById, type HotelRow } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';
import { labelFilters } from '../../questions/index.ts';
import {
  answersOf, deleteAnswer, findReservation, insertAnswer, lockReservation, questionInfoColumns, roomsOf, touchReservation, updateAnswer,
  type QuestionInfo, type ReservationAnswerRow, type ReservationRoomRow, type ReservationRow,
} from '../repository/index.ts';
import { openReservation, type Access } from '../access/open.ts';
import type { ReservationHooks, ReservationUpload } from '../hooks.ts';
import { assertChangeable } from '../guests/changeable.ts';
import { checkAnswer, isEmpty, satisfies, type CheckedAnswer } from './answers.ts';
import type { AnswerInput } from '@noren/core/contract';

export interface QuestionsData {
  additional_questions: ReservationQuestionView[];
}

export interface ListFilters {
  q?: string;
  roomPlanCodes?: string[];
  questionTypes?: QuestionType[];
}

interface Loaded {
  row: ReservationRow;
  hotel: HotelRow;
  rooms: ReservationRoomRow[];
}

async function load(db: Executor, row: ReservationRow): Promise<Loaded> {
  const hotel = await findHotelById(db, row.hotelId);
  const rooms = await roomsOf(db, row.id);
  return { row, hotel: hotel!, rooms };
}

async function loadItems(db: Executor, hotel: HotelRow): Promise<QuestionInfo[]> {
  return db
    .select(questionInfoColumns)
    .from(additionalQuestions)
    .where(and(eq(additionalQuestions.active, true), sql`(${additionalQuestions.hotelId} = ${hotel.id} or ${additionalQuestions.brandId} = ${hotel.brandId})`))
    .orderBy(sql`${additionalQuestions.ownableType} desc`, asc(additionalQuestions.sortOrder), asc(additionalQuestions.id));
}

/** Every item that applies to the reservation, notifications included. */
function applying(items: readonly QuestionInfo[], l: Loaded, planCodes: readonly string[]): QuestionInfo[] {
  return filterVisible(items, l.row.checkinDate, { viewer: GUEST_VIEWER, hotelId: l.hotel.id })
    .filter((q) => q.hotel_plan_codes.length === 0 || q.hotel_plan_codes.some((c) => planCodes.includes(c)));
}

const answerable = (q: QuestionInfo): boolean => q.question_type !== 'notification' && q.requirement !== 'do_not_ask';

export const attachmentUrl = (hotelCode: string, id: string): string => `/api/v1/hotels/${encodeURIComponent(hotelCode)}/file_attachments/${id}`;

function viewOf(q: QuestionInfo, l: Loaded, language: Language, answer: ReservationAnswerRow | undefined, files: readonly ReservationUpload[]): ReservationQuestionView {
  const langs = l.hotel.bookLanguages;
  const mine = answer ? files.filter((f) => f.answerId === answer.id) : [];
  return {
    id: q.id,
    question_type: q.question_type as QuestionType,
    answer_type: q.answer_type,
    requirement: q.requirement,
    required: q.requirement === 'required',
    title: translated(q.translations, 'title', language, langs, ''),
    body: translated(q.translations, 'body', language, langs, ''),
    options: q.options.map((o) => ({ value: o.value, label: translated(o.translations, 'label', language, langs, o.value) })),
    labels: q.labels,
    hotel_plan_codes: q.hotel_plan_codes,
    display_start_date: q.display_start_date,
    display_end_date: q.display_end_date,
    ownable_type: q.ownable_type,
    answered: answer !== undefined,
    answer: answer ? { text: answer.answerText, options: answer.options, rooms: answer.rooms } : null,
    attachments: mine.map((f) => ({ id: f.id, file_name: f.fileName, content_type: f.contentType, byte_size: f.byteSize })),
    remote_attachments_urls: mine.map((f) => attachmentUrl(l.hotel.code, f.id)),
  };
}

const languageFor = (l: Loaded, requested: string | null): Language => resolveLanguage(requested ?? l.row.language, l.hotel.bookLanguages);

export async function listReservationQuestions(db: Executor, hooks: ReservationHooks, hotelRef: string, number: string, access: Access, filters: ListFilters, requestedLanguage: string | null): Promise<QuestionsData> {
  const l = await load(db, await openReservation(db, hotelRef, number, access));
  const labels = labelFilters(filters.q);
  const rooms = filters.roomPlanCodes && filters.roomPlanCodes.length > 0 ? l.rooms.filter((r) => filters.roomPlanCodes!.includes(r.roomPlanCode)) : l.rooms;
  const types = filters.questionTypes ?? (['checkin', 'checkout', 'people_per_room', 'free'] as QuestionType[]);
  const items = applying(await loadItems(db, l.hotel), l, rooms.map((r) => r.hotelPlanCode))
    .filter((q) => types.includes(q.question_type as QuestionType))
    .filter((q) => q.question_type === 'notification' || q.requirement !== 'do_not_ask')
    .filter((q) => !labels || q.labels.some((label) => labels.includes(label)));
  const answers = await answersOf(db, l.row.id);
  const files = await hooks.reads.uploadsOf(db, l.row.id);
  const language = languageFor(l, requestedLanguage);
  return { additional_questions: items.map((q) => viewOf(q, l, language, answers.find((a) => a.questionId === q.id), files)) };
}

export type AnswerMode = 'create' | 'update';

export interface AnswerDeps {
  db: Database;
  clock: Clock;
  hooks: ReservationHooks;
}

/**
 * Saves answers in one transaction under the reservation's row lock. 'create' (POST) refuses a
 * question already answered; 'update' (batch_update) replaces each listed answer whole, and an
 * empty one removes it. Attachments are linked by id to the answer; files left out of an answer
 * stay with the reservation.
 */
export async function saveAnswers(deps: AnswerDeps, hotelRef: string, number: string, access: Access, inputs: readonly AnswerInput[], mode: AnswerMode, requestedLanguage: string | null): Promise<QuestionsData> {
  const found = await openReservation(deps.db, hotelRef, number, access);
  return deps.db.transaction(async (tx) => {
    await lockReservation(tx, found.id);
    const l = await load(tx, (await findReservation(tx, { hotelId: found.hotelId, id: found.id }))!);
    assertChangeable(l.row, l.hotel.timeZone, deps.clock);
    const questions = applying(await loadItems(tx, l.hotel), l, l.rooms.map((r) => r.hotelPlanCode)).filter(answerable);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const existing = await answersOf(tx, l.row.id);
    const roomIds = new Set(l.rooms.map((r) => r.id));
    const adults = new Map(l.rooms.map((r) => [r.id, r.adults]));

    const seen = new Set<number>();
    const checked: CheckedAnswer[] = inputs.map((input, i) => {
      const q = byId.get(input.question_id);
      if (!q) throw invalidField(`answers.${i}.question_id`, 'unknown_question', { question_id: input.question_id });
      if (seen.has(q.id)) throw invalidField(`answers.${i}.question_id`, 'duplicate_answer', { question_id: q.id });
      seen.add(q.id);
      if (mode === 'create' && existing.some((a) => a.questionId === q.id)) {
        throw new NorenError(ErrorCode.invalid, {
          httpStatus: 409,
          payload: { field: `answers.${i}.question_id`, reason: 'already_answered', question_id: q.id },
          message: 'This question is already answered; change the answer with batch_update.',
        });
      }
      return checkAnswer(input, q, `answers.${i}`, roomIds, adults);
    });

    // Required questions, on the answers as they will be after this call.
    for (const q of questions) {
      if (q.requirement !== 'required') continue;
      const index = checked.findIndex((c) => c.question.id === q.id);
      const stored = existing.find((a) => a.questionId === q.id);
      const state = index >= 0 ? checked[index] : stored ? { text: stored.answerText, options: stored.options, rooms: stored.rooms } : null;
      if (!state || !satisfies(state, l.rooms.length)) {
        throw invalidField(index >= 0 ? `answers.${index}` : 'answers', 'required', { question_id: q.id, message_key: 'validation.required' }, 'Please answer every required question.');
      }
    }

    const now = deps.clock.now();
    for (const [i, a] of checked.entries()) {
      const before = existing.find((e) => e.questionId === a.question.id);
      if (isEmpty(a)) {
        if (before) await deleteAnswer(tx, before.id);
        continue;
      }
      const values = { answerText: a.text, options: a.options, rooms: a.rooms, attachments: a.attachmentIds };
      let answerId: number;
      if (before) {
        await updateAnswer(tx, before.id, values, now);
        answerId = before.id;
      } else {
        answerId = await insertAnswer(tx, {
          ...values, reservationId: l.row.id, questionId: a.question.id, createdAt: now,
          question: translated(a.question.translations, 'title', l.row.language, l.hotel.bookLanguages, `#${a.question.id}`),
        });
      }
      const missing = await deps.hooks.inTransaction.linkUploads(tx, { hotelId: l.hotel.id, reservationId: l.row.id, answerId, ids: a.attachmentIds });
      if (missing.length > 0) throw invalidField(`answers.${i}.attachment_ids`, 'unknown_attachment', { attachment_ids: missing });
    }
    await touchReservation(tx, l.row.id, now);

    const answers = await answersOf(tx, l.row.id);
    const files = await deps.hooks.reads.uploadsOf(tx, l.row.id);
    const language = languageFor(l, requestedLanguage);
    return { additional_questions: checked.map((a) => viewOf(a.question, l, language, answers.find((x) => x.questionId === a.question.id), files)) };
  });
}
