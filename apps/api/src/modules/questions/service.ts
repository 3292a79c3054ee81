// GET /hotels/{id}/notifications and /hotels/{id}/additional_questions (spec part 1 §4
// "Notification filtering", §6 labels; part 2 §7.4 "Listing uses q (JSON of label_filters),
// room_plan_codes ..."). Both read additional_questions: notifications are its rows of
// question_type 'notification'. The display window is checked on the check-in (today for undated
// or dateless calls); labels through core/domain's filterVisible for the viewer and hotel.
//
// q = {"label_filters": ["place_booking_process", ...]}: an item is listed when it carries at least
// one of the labels asked for (our reading of "filtered by labels"); without q, notifications are
// those of the search results (no placement label) and questions are all that apply.
import { sql } from 'drizzle-orm';
import { displayDate, filterVisible, invalidField, resolveLanguage, type Clock, type Placement, type QuestionListing, type Translations } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import type { AnswerType, OwnableType, QuestionOption, QuestionRequirement, QuestionType } from '../../db/schema/index.ts';
import { GUEST, type SearchViewer } from '../search/index.ts';
import { loadHotelContext, translated } from '../hotels/index.ts';

interface QuestionRow {
  id: number;
  ownable_type: OwnableType;
  question_type: QuestionType;
  answer_type: AnswerType;
  requirement: QuestionRequirement;
  options: QuestionOption[];
  labels: string[];
  hotel_plan_codes: string[];
  display_start_date: string | null;
  display_end_date: string | null;
  translations: Translations<'title' | 'body'>;
}

export interface QuestionQuery {
  q?: string;
  checkin?: string;
  search_type?: 'dated' | 'undated';
  hotel_plan_codes?: string[];
  room_plan_codes?: string[];
}

const PLACEMENTS: Record<string, Placement> = {
  place_booking_process: 'booking_process',
  place_confirmation_screen: 'confirmation_screen',
  place_after_sign_in: 'after_sign_in',
};

export const MAX_LABEL_FILTERS = 20;

export function labelFilters(q: string | undefined): string[] | null {
  if (q === undefined || q === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(q);
  } catch {
    throw invalidField('q', 'not_json');
  }
  const filters = (parsed as { label_filters?: unknown })?.label_filters;
  if (filters === undefined) return null;
  if (!Array.isArray(filters) || filters.length > MAX_LABEL_FILTERS || !filters.every((l) => typeof l === 'string' && /^[A-Za-z0-9_]{1,80}$/.test(l))) {
    throw invalidField('q', 'invalid_label_filters');
  }
  return filters as string[];
}

export async function listQuestions(db: Executor, clock: Clock, ref: string, query: QuestionQuery, notifications: boolean, requestedLanguage: string | null, viewer: SearchViewer = GUEST): Promise<QuestionListing[]> {
  const ctx = await loadHotelContext(db, ref, clock.now());
  const filters = labelFilters(query.q);
  const result = await db.execute(sql`
    select q.id, q.ownable_type, q.question_type, q.answer_type, q.requirement, q.options, q.labels, q.hotel_plan_codes,
           q.display_start_date::text as display_start_date, q.display_end_date::text as display_end_date, q.translations
      from additional_questions q
      where q.active and (q.hotel_id = ${ctx.hotel.id} or q.brand_id = ${ctx.hotel.brandId})
        and ${notifications ? sql`q.question_type = 'notification'` : sql`q.question_type <> 'notification'`}
      order by q.ownable_type desc, q.sort_order, q.id`);
  const rows = (result as unknown as { rows: QuestionRow[] }).rows;
  const date = displayDate({ search_type: query.search_type, checkin: query.checkin ?? null }, ctx.today);
  const placed = filters?.map((l) => PLACEMENTS[l]).find((p) => p !== undefined);
  const placement: Placement | undefined = notifications ? (placed ?? 'search_results') : placed;
  const visible = filterVisible(rows, date, { viewer, hotelId: ctx.hotel.id, placement })
    .filter((row) => !filters || row.labels.some((l) => filters.includes(l)));
  const plans = query.hotel_plan_codes ?? planCodesOf(query.room_plan_codes);
  const language = resolveLanguage(requestedLanguage, ctx.hotel.bookLanguages);
  return visible
    .filter((row) => row.hotel_plan_codes.length === 0 || !plans || plans.some((p) => row.hotel_plan_codes.includes(p)))
    .map((row) => ({
      id: row.id,
      question_type: row.question_type,
      answer_type: row.answer_type,
      requirement: row.requirement,
      required: row.requirement === 'required',
      title: translated(row.translations, 'title', language, ctx.hotel.bookLanguages, ''),
      body: translated(row.translations, 'body', language, ctx.hotel.bookLanguages, ''),
      options: row.options.map((o) => ({ value: o.value, label: translated(o.translations, 'label', language, ctx.hotel.bookLanguages, o.value) })),
      labels: row.labels,
      hotel_plan_codes: row.hotel_plan_codes,
      display_start_date: row.display_start_date,
      display_end_date: row.display_end_date,
      ownable_type: row.ownable_type,
    }));
}

/** Room plan codes of the demo and admin are {hotel_plan_code}_{room_type_code}. */
function planCodesOf(roomPlanCodes: string[] | undefined): string[] | null {
  if (!roomPlanCodes || roomPlanCodes.length === 0) return null;
  return roomPlanCodes.map((c) => c.split('_')[0]);
}
