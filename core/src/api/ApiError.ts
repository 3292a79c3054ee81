// One typed error for every failed call, so stores and screens never read fetch's own errors.
import { readErrorMessage, catalogueMessageKey } from '@noren/core/domain';

/** messageKey of the "request unreachable" text (spec part 2 §8.2, error02). */
export const UNREACHABLE_MESSAGE_KEY = 'general.error02';

export interface ApiErrorInit {
  status: number;
  code?: number;
  title?: string;
  message?: string;
  payload?: Record<string, unknown>;
  messageKey?: string;
  aborted?: boolean;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code?: number;
  readonly title?: string;
  readonly payload?: Record<string, unknown>;
  /** Key in the errors namespace (locales/<lang>/errors.json) when the code has a translation. */
  readonly messageKey?: string;
  /** The caller cancelled the call (a newer search replaced it); screens show nothing for it. */
  readonly aborted: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.title ?? `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.payload = init.payload;
    this.messageKey = init.messageKey;
    this.aborted = init.aborted ?? false;
  }

  get unreachable(): boolean {
    return this.status === 0;
  }

  static unreachable(): ApiError {
    return new ApiError({
      status: 0,
      message: 'Sorry, a processing error occurred; please try again after a short while.',
      messageKey: UNREACHABLE_MESSAGE_KEY,
    });
  }

  static aborted(): ApiError {
    return new ApiError({ status: 0, message: 'The request was cancelled.', aborted: true });
  }

  /** Reads the §8.1 envelope (or anything else a proxy may send) into an ApiError. */
  static fromResponse(status: number, body: unknown): ApiError {
    const read = readErrorMessage(body);
    const code = read?.code;
    return new ApiError({
      status,
      code,
      title: read?.title,
      message: read?.message ?? read?.title,
      payload: read?.payload,
      messageKey: code === undefined ? undefined : catalogueMessageKey(code),
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
