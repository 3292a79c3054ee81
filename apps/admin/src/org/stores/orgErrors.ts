// A failed call of the organisation console as it reads on screen: a 401 is a session that ended,
// a 403 an account that is not (or no longer) the organisation's admin; anything else the usual.
import { ApiError } from '@noren/core/api';
import { toShownError, type ShownError } from '@noren/core/stores';

export const ORG_SIGNED_OUT: ShownError = { messageKey: 'orgAdmin:errors.signedOut', message: 'Your session has ended. Please sign in again.' };
export const ORG_FORBIDDEN: ShownError = { messageKey: 'orgAdmin:errors.forbidden', message: 'This account may not see the organisation’s reservations.' };

export function orgErrorOf(error: unknown): ShownError {
  if (error instanceof ApiError && error.status === 401) return { ...ORG_SIGNED_OUT, code: error.code, status: 401 };
  if (error instanceof ApiError && error.status === 403) return { ...ORG_FORBIDDEN, code: error.code, status: 403 };
  return toShownError(error);
}
