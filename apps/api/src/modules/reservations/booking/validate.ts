// The checks of a booking body that need no database beyond the hotel row: the guest rules of
// part 1 §5 (the shared yup schema), each room's guest, the payment type, and the answers to the
// hotel's questions. Each refusal is code 1000 naming the body field.
import {
  chargesCard, checkPaymentSelection, invalidField as invalid, NorenError, paymentChoices, problemPayload,
  type CreateReservationRequest, type GuestProblem, type Language, type PaymentOption, type PaymentType,
} from '@noren/core/domain';
import { validateGuest, validateRoomGuest } from '@noren/core/domain/guest-schema';
import type { HotelRow } from '../../hotels/index.ts';
import type { QuestionInfo } from '../repository/index.ts';

function refuse(prefix: string, p: GuestProblem): NorenError {
  const field = `${prefix}.${p.field}`;
  return invalid(field, p.reason, { message_key: p.messageKey, ...p.params }, `${field} ${p.reason.replace(/_/g, ' ')}`);
}

export function checkGuests(body: CreateReservationRequest, hotel: HotelRow, language: Language): void {
  const [problem] = validateGuest(body.guest, {
    language,
    addressRequired: hotel.customerAddressRequired,
    readingRequired: hotel.kanjiNameRequired && language === 'ja',
  });
  if (problem) throw refuse('guest', problem);
  body.rooms.forEach((room, i) => {
    if (!room.guest) return;
    const [p] = validateRoomGuest(room.guest, language);
    if (p) throw refuse(`rooms.${i}.guest`, p);
  });
}

/** The hotel must offer the type (payment_options); card types wait for the payment step. */
export function checkPaymentOffered(type: PaymentType, hotel: HotelRow): void {
  if (!hotel.paymentOptions.some((o) => o.payment_type === type && o.enabled)) {
    throw invalid('payment.type', 'payment_type_not_offered', { payment_type: type });
  }
}

/**
 * Part 1 §5 / part 2 §8.5 on the whole booking, once the plans and the total are known, then the
 * payment step's own rule (paymentChoices): a type the step would not offer for these plans, such
 * as a deposit on a full-card plan, is refused rather than booked with a deposit of 0.
 */
export function checkPaymentFits(
  type: PaymentType, planTypes: readonly PaymentType[], offered: readonly PaymentOption[], total: number, chargeCurrency: string, hotelCurrency: string,
): void {
  const [problem] = checkPaymentSelection({ type, roomMethods: planTypes.map(() => type), planTypes, total, chargeCurrency, hotelCurrency });
  if (problem) {
    const payload = problemPayload(problem);
    const field = problem.field === 'payment_type' ? 'payment.type' : problem.field;
    throw new NorenError(problem.code, { payload: { ...payload, field } });
  }
  // A plan sold for card payment only cannot be paid at the hotel.
  if (planTypes.some(chargesCard) && !chargesCard(type)) throw invalid('payment.type', 'plan_requires_card', { payment_type: type });
  const choices = paymentChoices(planTypes, offered);
  if (!choices.includes(type)) {
    throw invalid('payment.type', 'payment_type_not_for_plan', { payment_type: type, payment_types: choices }, `payment.type ${type} is not offered for these plans`);
  }
}

const within = (date: string, start: string | null, end: string | null) => (start === null || date >= start) && (end === null || date <= end);

/** Whether the booking form asks this question for these plans and this check-in (part 1 §4, §6 labels). */
function asked(q: QuestionInfo, planCodes: readonly string[], checkin: string): boolean {
  return (
    q.requirement !== 'do_not_ask' &&
    q.labels.includes('place_booking_process') &&
    q.labels.includes('all_users') &&
    (q.hotel_plan_codes.length === 0 || q.hotel_plan_codes.some((c) => planCodes.includes(c))) &&
    within(checkin, q.display_start_date, q.display_end_date)
  );
}

export interface CheckedAnswer {
  question: QuestionInfo;
  answer: string | null;
  options: string[];
  attachments: string[];
}

/** Answers refer to the hotel's (or its brand's) questions, fit them, and cover every required one. */
export function checkAnswers(body: CreateReservationRequest, questions: readonly QuestionInfo[], planCodes: readonly string[]): CheckedAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const out: CheckedAnswer[] = (body.answers ?? []).map((a, i) => {
    const q = byId.get(a.question_id);
    if (!q) throw invalid(`answers.${i}.question_id`, 'unknown_question', { question_id: a.question_id });
    if (seen.has(q.id)) throw invalid(`answers.${i}.question_id`, 'duplicate_answer', { question_id: q.id });
    seen.add(q.id);
    const options = [...new Set(a.options ?? [])];
    if (q.answer_type === 'options') {
      const allowed = new Set(q.options.map((o) => o.value));
      const unknown = options.find((o) => !allowed.has(o));
      if (unknown !== undefined) throw invalid(`answers.${i}.options`, 'unknown_option', { question_id: q.id });
    } else if (options.length > 0) {
      throw invalid(`answers.${i}.options`, 'text_question', { question_id: q.id });
    }
    const text = a.answer?.trim() ? a.answer.trim() : null;
    return { question: q, answer: text, options, attachments: [...new Set([...(a.attachments ?? []), ...(a.attachment_ids ?? [])])] };
  });
  for (const q of questions) {
    if (q.requirement !== 'required' || !asked(q, planCodes, body.checkin_date)) continue;
    const given = out.find((a) => a.question.id === q.id);
    if (!given || (given.answer === null && given.options.length === 0)) {
      throw invalid('answers', 'required', { question_id: q.id, message_key: 'validation.required' });
    }
  }
  return out;
}
