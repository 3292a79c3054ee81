// Plans (spec part 2 §7.4): GET /hotels/{id}/plans (room_plan_codes[] or room_plan_codes=a,b)
// and /plans/{planCode}, which adds the plan's cancellation policy.
import Type, { type Static } from 'typebox';
import { CodeList, HotelRefParams } from './common.ts';
import { PolicyPart, PolicyView } from './policies.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const PlanView = Type.Object({
  id: Type.Integer(),
  hotel_plan_code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  meal_type: Type.String(),
  payment_method: Type.Object({ code: Type.String() }),
  credit_card_payment: Type.Boolean(),
  members_only: Type.Boolean(),
  min_nights: Type.Integer(),
  max_nights: Nullable(Type.Integer()),
  booking_start_date: Nullable(Type.String()),
  booking_end_date: Nullable(Type.String()),
  stay_start_date: Nullable(Type.String()),
  stay_end_date: Nullable(Type.String()),
  inclusive_extra_ids: Type.Array(Type.Integer()),
  cancellation_policy_id: Nullable(Type.Integer()),
  room_plans: Type.Array(Type.Object({ room_plan_code: Type.String(), room_type_code: Type.String(), sale_limit: Nullable(Type.Integer()) })),
});
export type PlanView = Static<typeof PlanView>;

export const PlanDetail = Type.Object({
  ...PlanView.properties,
  cancellation_policy: Nullable(PolicyView),
  cancel_before_at: Nullable(Type.Integer()),
  cancellation_policy_parts: Type.Array(PolicyPart),
  no_show_percentage_of_cost: Type.Integer(),
});
export type PlanDetail = Static<typeof PlanDetail>;

export const PlansQuery = Type.Object({
  room_plan_codes: Type.Optional(CodeList),
  'room_plan_codes[]': Type.Optional(CodeList),
  locale: Type.Optional(Type.String({ maxLength: 35 })),
});

export const PlanParams = Type.Object({ id: HotelRefParams.properties.id, planCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

export const ListPlansCall = { params: HotelRefParams, querystring: PlansQuery, response: { 200: Data(Type.Array(PlanView)), ...ErrorReplies } } as const;
export const PlanCall = { params: PlanParams, response: { 200: Data(PlanDetail), ...ErrorReplies } } as const;
