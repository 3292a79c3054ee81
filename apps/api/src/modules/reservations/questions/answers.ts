// The rules of one answer to one question (spec part 1 §3 "Additional question", §5): text at
// most 255 characters for text questions, known option values for option questions, and per-room
// answers (reservation_hotel_room_id with checkin_time, checkout_time, or adults, men_count and
// women_count) for the question types that are about each room. Each refusal is code 1000 naming
// the body field.
import { invalidField } from '@noren/core/domain';
import type { QuestionType, ReservationAnswerRoom } from '../../../db/schema/index.ts';
import type { QuestionInfo } from '../repository/index.ts';
import type { AnswerInput } from '@noren/core/contract';

/** The room fields each per-room question type takes; the first is required. */
export const ROOM_FIELDS: Partial<Record<QuestionType, ReadonlyArray<keyof ReservationAnswerRoom>>> = {
  checkin: ['checkin_time'],
  checkout: ['checkout_time'],
  people_per_room: ['adults', 'men_count', 'women_count'],
};

export interface CheckedAnswer {
  question: QuestionInfo;
  text: string | null;
  options: string[];
  rooms: ReservationAnswerRoom[];
  attachmentIds: string[];
}

export const isEmpty = (a: Pick<CheckedAnswer, 'text' | 'options' | 'rooms' | 'attachmentIds'>): boolean =>
  a.text === null && a.options.length === 0 && a.rooms.length === 0 && a.attachmentIds.length === 0;

/** A required question is answered by text, a choice, or a per-room answer for every room. */
export function satisfies(a: Pick<CheckedAnswer, 'text' | 'options' | 'rooms'>, roomCount: number): boolean {
  return a.text !== null || a.options.length > 0 || (a.rooms.length > 0 && a.rooms.length >= roomCount);
}

export function checkAnswer(input: AnswerInput, q: QuestionInfo, field: string, roomIds: ReadonlySet<number>, adultsByRoom: ReadonlyMap<number, number>): CheckedAnswer {
  const text = input.answer?.trim() ? input.answer.trim() : null;
  const options = [...new Set(input.options ?? [])];
  if (q.answer_type === 'options') {
    if (text !== null) throw invalidField(`${field}.answer`, 'options_question', { question_id: q.id });
    const allowed = new Set(q.options.map((o) => o.value));
    if (options.some((o) => !allowed.has(o))) throw invalidField(`${field}.options`, 'unknown_option', { question_id: q.id });
  } else if (options.length > 0) {
    throw invalidField(`${field}.options`, 'text_question', { question_id: q.id });
  }
  const fields = ROOM_FIELDS[q.question_type as QuestionType];
  const rooms = input.rooms ?? [];
  if (rooms.length > 0 && !fields) throw invalidField(`${field}.rooms`, 'not_per_room', { question_id: q.id });
  const seen = new Set<number>();
  const checkedRooms = rooms.map((room, j) => {
    const at = `${field}.rooms.${j}`;
    if (!roomIds.has(room.reservation_hotel_room_id)) throw invalidField(`${at}.reservation_hotel_room_id`, 'unknown_room');
    if (seen.has(room.reservation_hotel_room_id)) throw invalidField(`${at}.reservation_hotel_room_id`, 'duplicate_room');
    seen.add(room.reservation_hotel_room_id);
    const stray = (Object.keys(room) as Array<keyof ReservationAnswerRoom>).find((k) => k !== 'reservation_hotel_room_id' && !fields!.includes(k));
    if (stray) throw invalidField(`${at}.${stray}`, 'not_for_question_type', { question_type: q.question_type });
    if (room[fields![0]] === undefined) throw invalidField(`${at}.${fields![0]}`, 'required', { message_key: 'validation.required' });
    if (q.question_type === 'people_per_room') {
      const adults = room.adults ?? 0;
      const booked = adultsByRoom.get(room.reservation_hotel_room_id) ?? 0;
      if (adults > booked) throw invalidField(`${at}.adults`, 'more_than_booked', { max: booked });
      if ((room.men_count ?? 0) + (room.women_count ?? 0) > adults) throw invalidField(`${at}.men_count`, 'more_than_adults', { max: adults });
    }
    const out: ReservationAnswerRoom = { reservation_hotel_room_id: room.reservation_hotel_room_id };
    for (const k of fields!) if (room[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = room[k];
    return out;
  });
  return { question: q, text, options, rooms: checkedRooms, attachmentIds: [...new Set(input.attachment_ids ?? [])] };
}
