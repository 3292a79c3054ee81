// A failure that is not an answer of the API (a bug, a tokeniser that would not load): kept as an
// ApiError so every error slot has one type, and shown as the generic apology (shownError.ts),
// never with its own text or stack.
import { ApiError } from '@noren/core/api';

export const GENERIC_MESSAGE_KEY = 'general.error02';
export const GENERIC_MESSAGE = 'Sorry, a processing error occurred; please try again after a short while.';

export class UnexpectedError extends ApiError {
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super({ status: 0, message: GENERIC_MESSAGE, messageKey: GENERIC_MESSAGE_KEY });
    this.name = 'UnexpectedError';
    this.cause = cause;
  }
}
