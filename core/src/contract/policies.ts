// Cancellation policies (spec part 2 §7.4): GET /hotels/{id}/cancellation_policies and /{policyId};
// plans carry the same shapes.
import Type, { type Static } from 'typebox';
import { HotelRefParams } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const PolicyPart = Type.Object({ days_before: Type.Integer(), percentage_of_cost: Type.Integer(), time_of_day: Nullable(Type.String()) });

export const PolicyLine = Type.Object({
  kind: Type.Union([Type.Literal('days_before'), Type.Literal('same_day'), Type.Literal('no_show'), Type.Literal('default')]),
  days_before: Nullable(Type.Integer()),
  percentage_of_cost: Type.Integer(),
  time_of_day: Nullable(Type.String()),
});
export type PolicyLine = Static<typeof PolicyLine>;

export const PolicyView = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  is_default: Type.Boolean(),
  lines: Type.Array(PolicyLine),
  cancel_before_at: Nullable(Type.Integer()),
  cancellation_policy_parts: Type.Array(PolicyPart),
  no_show_percentage_of_cost: Type.Integer(),
  same_day_percentage_of_cost: Type.Integer(),
});
export type PolicyView = Static<typeof PolicyView>;

export const PolicyParams = Type.Object({ id: HotelRefParams.properties.id, policyId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const ListPoliciesCall = { params: HotelRefParams, response: { 200: Data(Type.Array(PolicyView)), ...ErrorReplies } } as const;
export const PolicyCall = { params: PolicyParams, response: { 200: Data(PolicyView), ...ErrorReplies } } as const;
