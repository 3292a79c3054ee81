// What an error slot holds: enough for the screen to show a translated text, or the server's own
// text when the code has no translation (spec part 2 §8.1: "a form error shows a translated message
// when the code has a translation, otherwise the server's message").
import { ApiError } from '@noren/core/api';
import { GENERIC_MESSAGE, GENERIC_MESSAGE_KEY, UnexpectedError } from './async/UnexpectedError.ts';

export interface ShownError {
  /** Key in the errors namespace, e.g. 'general.noHotelCode' or 'codes.1501'. */
  messageKey?: string;
  /** English or server text; shown when there is no key or the key has no translation. */
  message: string;
  code?: number;
  status?: number;
  title?: string;
  payload?: Record<string, unknown>;
}

const GENERIC: ShownError = { messageKey: GENERIC_MESSAGE_KEY, message: GENERIC_MESSAGE };

export function toShownError(error: unknown): ShownError {
  if (error instanceof UnexpectedError) return GENERIC;
  if (error instanceof ApiError) {
    return {
      messageKey: error.messageKey,
      message: error.message,
      code: error.code,
      status: error.status,
      title: error.title,
      payload: error.payload,
    };
  }
  // Programming errors stay in the console; the guest gets the generic apology, never a stack.
  return GENERIC;
}

/** The translator the text needs: i18next's `t` on the errors namespace fits. */
export type ErrorTranslator = (key: string, options: Record<string, unknown> & { defaultValue: string }) => string;

/**
 * Spec part 2 §8.1: the translated message when the code (or situation) has one, otherwise the
 * server's message. The payload fills the placeholders ({{reservable_period_months}}, ...).
 */
export function errorText(error: ShownError | null, t: ErrorTranslator): string {
  if (!error) return '';
  if (!error.messageKey) return error.message;
  return t(error.messageKey, { ...error.payload, defaultValue: error.message });
}
