// Wire shapes of the membership calls the stores make (spec part 2 §7.6 point, points_timeline,
// program, tokens) that the server does not answer yet; when it does, they move to
// core/domain/contract so that both sides share them, as the signed-in user already has.

// The logged-in user and /user/me live in core/domain, shared with the API.
export {
  RESET_CODE_BRAND_MISMATCH, RESET_CODE_SESSION_TOKEN_NOT_FOUND, type CurrentUser, type CurrentUserResponse,
} from '@noren/core/domain';

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
