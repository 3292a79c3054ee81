// Wire shapes of the membership calls the stores already make (spec part 2 §7.2 GET /user/me,
// §7.6 point, points_timeline, program, sign_out, tokens). The server does not answer them yet;
// when it does, these move to core/domain/contract so that both sides share them.

/** Part 1 §3 "Logged-in user", the fields the stores read. */
export interface CurrentUser {
  id: number | string;
  name?: string | null;
  provider?: string | null;
  organization?: { id: number; display_name: string; name: string; program_id: number | null } | null;
  organization_role?: string | null;
  rank?: string | null;
  rank_id?: number | null;
  point_program_enabled?: boolean;
  program_id?: number | null;
  membership_id?: string | null;
}

/** Spec part 2 §8.3: the reset codes GET /user/me may carry in meta.reset_code. */
export const RESET_CODE_SESSION_TOKEN_NOT_FOUND = 3401;
export const RESET_CODE_BRAND_MISMATCH = 3402;

/** GET /user/me, whole body: `{ data: { session, user }, meta: { reset_code } }`. */
export interface CurrentUserResponse {
  data: { session: string | null; user: CurrentUser | null };
  meta?: { reset_code?: number | null };
}

/** GET /hotels/{id}/memberships/point, inside `data`. */
export interface CurrentPoints {
  total_point: number;
  ranking_points_value: number;
  future_point?: number;
}

export type PointScope = 'current' | 'future';
export type PointKind = 'expired' | 'future' | 'spent' | 'gained' | 'refunded';

export interface PointHistoryEntry {
  id: number | string;
  kind: PointKind;
  amount: number;
  created_at: string;
  description?: string | null;
  reservation_number?: string | null;
}

/** GET /hotels/{id}/memberships/points_timeline, whole body (part 2 §7.6 "Points history"). */
export interface PointsTimelineResponse {
  data: PointHistoryEntry[];
  page: number;
  total_pages: number;
  total_entries: number;
  program_enabled: boolean;
  total?: number;
  total_ranking_points?: number;
}

export interface PointsTimelineQuery {
  page: number;
  per_page: number;
  scope: PointScope;
}

/** GET /hotels/{id}/memberships/program, inside `data`. */
export interface MembershipProgram {
  id: number;
  name?: string;
  update_member_profile_enabled?: boolean;
  additional_tiers_attributes?: unknown[];
}

/** POST /hotels/{id}/memberships/tokens: a refresh token exchanged for a new session token. */
export interface TokenExchangeRequest {
  grant_type: 'refresh_token' | 'custom_authentication_code';
  refresh_token?: string;
  code?: string;
}

export interface TokenExchangeResponse {
  session: string;
  refresh_token?: string | null;
}
