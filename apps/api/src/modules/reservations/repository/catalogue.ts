// Reads of the hotel's catalogue that booking and the booked reservation's questions need: room
// plans with their plan and room type, kids tiers, extras' names, the questions asked, the brand.
// Reads only; the reservation's own rows are written by reservations.ts and its siblings.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentType, Translations } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { additionalQuestions, extras, hotelBrands, kidsTiers, plans, roomPlans, roomTypes, type QuestionOption } from '../../../db/schema/index.ts';
export interface RoomPlanInfo {
  room_plan_id: number;
  room_plan_code: string;
  plan_id: number;
  room_type_id: number;
  room_type_code: string;
  hotel_plan_code: string;
  payment_method: PaymentType;
  cancellation_policy_id: number | null;
  deposit_bp: number | null;
  room_type_translations: Translations<'name' | 'description' | 'bed'>;
  plan_translations: Translations<'name' | 'description'>;
}

export async function loadRoomPlans(db: Executor, hotelId: number, codes: readonly string[]): Promise<Map<string, RoomPlanInfo>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      room_plan_id: roomPlans.id, room_plan_code: roomPlans.roomPlanCode, plan_id: plans.id, room_type_id: roomTypes.id,
      room_type_code: roomTypes.code, hotel_plan_code: plans.hotelPlanCode, payment_method: plans.paymentMethod,
      cancellation_policy_id: plans.cancellationPolicyId, deposit_bp: plans.depositBp,
      room_type_translations: roomTypes.translations, plan_translations: plans.translations,
    })
    .from(roomPlans)
    .innerJoin(plans, eq(plans.id, roomPlans.planId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomPlans.roomTypeId))
    .where(and(eq(roomPlans.hotelId, hotelId), inArray(roomPlans.roomPlanCode, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.room_plan_code, r]));
}

export async function loadKidsTiers(db: Executor, hotelId: number): Promise<Array<{ code: string; age_from: number; age_to: number }>> {
  return db
    .select({ code: kidsTiers.code, age_from: kidsTiers.ageFrom, age_to: kidsTiers.ageTo })
    .from(kidsTiers)
    .where(eq(kidsTiers.hotelId, hotelId))
    .orderBy(asc(kidsTiers.sortOrder), asc(kidsTiers.id));
}

export async function loadExtraNames(db: Executor, hotelId: number, ids: readonly number[]): Promise<Map<number, { code: string; translations: Translations<'name' | 'description'> }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: extras.id, code: extras.code, translations: extras.translations })
    .from(extras)
    .where(and(eq(extras.hotelId, hotelId), inArray(extras.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface QuestionInfo {
  id: number;
  question_type: string;
  answer_type: 'text' | 'options';
  requirement: 'do_not_ask' | 'optional' | 'required';
  options: QuestionOption[];
  labels: string[];
  hotel_plan_codes: string[];
  display_start_date: string | null;
  display_end_date: string | null;
  ownable_type: 'Hotel' | 'HotelBrand';
  translations: Translations<'title' | 'body'>;
}

/** The columns a QuestionInfo is read from (here and by the booked reservation's questions). */
export const questionInfoColumns = {
  id: additionalQuestions.id, question_type: additionalQuestions.questionType, answer_type: additionalQuestions.answerType,
  requirement: additionalQuestions.requirement, options: additionalQuestions.options, labels: additionalQuestions.labels,
  hotel_plan_codes: additionalQuestions.hotelPlanCodes, display_start_date: additionalQuestions.displayStartDate,
  display_end_date: additionalQuestions.displayEndDate, ownable_type: additionalQuestions.ownableType, translations: additionalQuestions.translations,
};

/** The hotel's and its brand's active questions (notifications ask nothing and are left out). */
export async function loadQuestions(db: Executor, hotelId: number, brandId: number): Promise<QuestionInfo[]> {
  return db
    .select(questionInfoColumns)
    .from(additionalQuestions)
    .where(
      and(
        eq(additionalQuestions.active, true),
        sql`${additionalQuestions.questionType} <> 'notification'`,
        sql`(${additionalQuestions.hotelId} = ${hotelId} or ${additionalQuestions.brandId} = ${brandId})`,
      ),
    )
    .orderBy(asc(additionalQuestions.sortOrder), asc(additionalQuestions.id));
}


/** A brand by numeric id or code. */
export async function findBrandId(db: Executor, ref: string): Promise<number | undefined> {
  const byId = /^[0-9]{1,10}$/.test(ref);
  if (byId && Number(ref) > 2_147_483_647) return undefined;
  const [row] = await db
    .select({ id: hotelBrands.id })
    .from(hotelBrands)
    .where(byId ? eq(hotelBrands.id, Number(ref)) : eq(hotelBrands.code, ref))
    .limit(1);
  return row?.id;
}
