// The plans index (spec part 2 §7.3 "GET plans index for a hotel with query and room_plan_codes as
// an array") and the read of one plan with its cancellation terms (cancel_before_at,
// cancellation_policy_parts, no_show_percentage_of_cost). Members-only plans are left out for
// guests; secret plans appear only when one of their room plans is asked for by code.
import type { PlanDetail, PlanView } from '@noren/core/contract';
import { resolveLanguage, type Clock, type Language } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { loadPolicies, policyView } from '../policies/index.ts';
import { GUEST, isCardPayment, loadSearchData, type Catalogue, type PlanRow, type SearchViewer } from '../search/index.ts';
import { loadHotelContext, translated, type HotelContext } from '../hotels/index.ts';
import { ErrorCode, invalidField, NorenError } from '@noren/core/domain';

export type { PlanDetail, PlanView };

function planView(plan: PlanRow, data: Catalogue, ctx: HotelContext, language: Language, onlyRoomPlans: readonly string[] | null): PlanView {
  const roomTypes = new Map(data.room_types.map((r) => [r.id, r.code]));
  return {
    id: plan.id,
    hotel_plan_code: plan.code,
    name: translated(plan.translations, 'name', language, ctx.hotel.bookLanguages, plan.code),
    description: translated(plan.translations, 'description', language, ctx.hotel.bookLanguages, ''),
    meal_type: plan.meal_type,
    payment_method: { code: plan.payment_method },
    credit_card_payment: isCardPayment(plan.payment_method),
    members_only: plan.members_only,
    min_nights: plan.min_nights,
    max_nights: plan.max_nights,
    booking_start_date: plan.sale_start,
    booking_end_date: plan.sale_end,
    stay_start_date: plan.stay_start,
    stay_end_date: plan.stay_end,
    inclusive_extra_ids: data.extras.filter((e) => e.inclusive_plan_codes.includes(plan.code)).map((e) => e.id),
    cancellation_policy_id: plan.cancellation_policy_id,
    room_plans: data.room_plans
      .filter((rp) => rp.plan_id === plan.id && (!onlyRoomPlans || onlyRoomPlans.includes(rp.code)))
      .map((rp) => ({ room_plan_code: rp.code, room_type_code: roomTypes.get(rp.room_type_id) ?? '', sale_limit: rp.sale_limit })),
  };
}

async function catalogue(db: Executor, clock: Clock, ref: string) {
  const ctx = await loadHotelContext(db, ref, clock.now());
  const data = await loadSearchData(db, { hotel: ctx.hotel, couponCode: null, promoCode: null, mcpCurrency: null, now: clock.now() });
  return { ctx, data };
}

export async function listPlans(db: Executor, clock: Clock, ref: string, roomPlanCodes: string[] | null, requestedLanguage: string | null, viewer: SearchViewer = GUEST): Promise<PlanView[]> {
  const { ctx, data } = await catalogue(db, clock, ref);
  if (roomPlanCodes) {
    const unknown = roomPlanCodes.filter((c) => !data.room_plans.some((rp) => rp.code === c));
    if (unknown.length > 0) throw invalidField('room_plan_codes', 'unknown_code', { codes: unknown });
  }
  const language = resolveLanguage(requestedLanguage, ctx.hotel.bookLanguages);
  return data.plans
    .filter((p) => !p.members_only || viewer.signedIn)
    .map((p) => planView(p, data, ctx, language, roomPlanCodes))
    .filter((p) => (roomPlanCodes ? p.room_plans.length > 0 : !data.plans.find((x) => x.id === p.id)!.secret));
}

export async function readPlan(db: Executor, clock: Clock, ref: string, planRef: string, requestedLanguage: string | null, viewer: SearchViewer = GUEST): Promise<PlanDetail> {
  const { ctx, data } = await catalogue(db, clock, ref);
  const plan = data.plans.find((p) => p.code === planRef || String(p.id) === planRef);
  if (!plan || (plan.members_only && !viewer.signedIn)) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'plan', id: planRef } });
  const language = resolveLanguage(requestedLanguage, ctx.hotel.bookLanguages);
  const [policyRow] = plan.cancellation_policy_id === null ? [] : await loadPolicies(db, ctx.hotel.id, plan.cancellation_policy_id);
  const policy = policyRow ? policyView(policyRow, ctx.hotel, language) : null;
  return {
    ...planView(plan, data, ctx, language, null),
    cancellation_policy: policy,
    cancel_before_at: policy?.cancel_before_at ?? null,
    cancellation_policy_parts: policy?.cancellation_policy_parts ?? [],
    // No policy: the fee is 100% (part 2 §9 "default 100% when no tier applies").
    no_show_percentage_of_cost: policy?.no_show_percentage_of_cost ?? 100,
  };
}
