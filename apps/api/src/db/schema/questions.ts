// Additional questions and notifications (spec part 1 §3 "Additional question", §4 "Notification
// filtering", §6 labels). A notification is a question of question_type 'notification' that asks
// nothing (answer_type text, requirement do_not_ask): the spec's listing "returns data filtered
// to notification type", so one table serves both calls. Owned by a hotel or by its brand.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, boolean } from 'drizzle-orm/pg-core';
import type { AnswerType, OwnableType, QuestionRequirement, QuestionType, Translations } from '@noren/core/domain';
import { hotelBrands } from './brands.ts';
import { hotels } from './hotels.ts';

// The columns' unions are the wire contract's (core/domain/contract/questions.ts).
export type { AnswerType, OwnableType, QuestionRequirement, QuestionType };

export interface QuestionOption {
  value: string;
  translations: Translations<'label'>;
}

export const additionalQuestions = pgTable(
  'additional_questions',
  {
    id: serial('id').primaryKey(),
    ownableType: text('ownable_type').$type<OwnableType>().notNull(),
    /** Set for hotel items. */
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    /** Set for brand items. */
    brandId: integer('brand_id').references(() => hotelBrands.id, { onDelete: 'cascade' }),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    answerType: text('answer_type').$type<AnswerType>().notNull().default('text'),
    requirement: text('requirement').$type<QuestionRequirement>().notNull().default('optional'),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** Plans it is about; empty: every plan. */
    hotelPlanCodes: text('hotel_plan_codes').array().notNull().default(sql`'{}'::text[]`),
    displayStartDate: date('display_start_date', { mode: 'string' }),
    displayEndDate: date('display_end_date', { mode: 'string' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    translations: jsonb('translations').$type<Translations<'title' | 'body'>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('additional_questions_hotel_idx').on(t.hotelId),
    index('additional_questions_brand_idx').on(t.brandId),
    check('additional_questions_owner_ck', sql`(${t.ownableType} = 'Hotel' and ${t.hotelId} is not null) or (${t.ownableType} = 'HotelBrand' and ${t.brandId} is not null)`),
    check('additional_questions_dates_ck', sql`${t.displayStartDate} is null or ${t.displayEndDate} is null or ${t.displayStartDate} <= ${t.displayEndDate}`),
  ],
);
