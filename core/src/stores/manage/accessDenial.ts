// Why a reservation will not open, or not change, for this visitor (spec part 1 §6): a guest
// signed in with another account is told to sign in correctly or sign out, and a travel agency's
// booking is managed at the agency. A plain 404 (wrong number or e-mail) is neither.
import type { ShownError } from '../shownError.ts';

/**
 * Another account's (403 sign_in_mismatch), a member's while signed out (403 sign_in_required),
 * or an agency's.
 */
export type AccessDenial = 'other_account' | 'sign_in_required' | 'travel_agency';

/** details.reason values meaning the reservation belongs to an account other than the visitor's. */
const OTHER_ACCOUNT_REASONS = new Set(['sign_in_mismatch', 'other_account', 'account_mismatch', 'member_mismatch', 'organization_mismatch']);

/** The reason alone, for refusals of a change: any other 403 there has its own text. */
export function refusalDenial(error: ShownError | null): AccessDenial | null {
  const reason = typeof error?.payload?.reason === 'string' ? error.payload.reason : null;
  if (reason === 'sign_in_required') return 'sign_in_required';
  if (reason !== null && OTHER_ACCOUNT_REASONS.has(reason)) return 'other_account';
  return null;
}

/** A refusal to open the reservation, read with whether the visitor is signed in. */
export function accessDenial(error: ShownError | null, signedIn: boolean): AccessDenial | null {
  if (!error) return null;
  const reason = typeof error.payload?.reason === 'string' ? error.payload.reason : null;
  if (reason === 'travel_agency') return 'travel_agency';
  const refused = refusalDenial(error);
  if (refused) return refused;
  if ((error.status === 401 || error.status === 403) && signedIn) return 'other_account';
  return null;
}
