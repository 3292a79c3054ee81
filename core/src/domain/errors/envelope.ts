// The one error envelope (spec part 2 §8.1), built from the catalogue so that the API never invents
// a status or an English text of its own.
import { ErrorCode, catalogueEntry } from './catalogue.ts';

export interface ErrorDetail {
  title: string;
  details: { code: number; payload?: Record<string, unknown>; base: Array<{ error: string }> };
}

export interface ErrorEnvelope {
  errors: ErrorDetail[];
}

export interface NorenErrorOptions {
  payload?: Record<string, unknown>;
  title?: string;
  /** The text for base[0].error; defaults to the title. */
  message?: string;
  httpStatus?: number;
}

/** The title the clients look for to drop their client session and reload (spec part 2 §8.2). */
export const INVALID_CLIENT_SESSION_TITLE = 'Invalid Client-Session';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills {{name}} from the payload, as i18next would; unknown names stay visible rather than vanish. */
export function fillPlaceholders(text: string, payload?: Record<string, unknown>): string {
  if (!payload) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = payload[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : whole;
  });
}

function resolve(code: number, opts: NorenErrorOptions) {
  // An uncatalogued code keeps its number but gets the generic 500 text, so no internals leak.
  const entry = catalogueEntry(code) ?? catalogueEntry(ErrorCode.internal)!;
  const title = opts.title ?? fillPlaceholders(entry.title, opts.payload);
  return {
    title,
    message: opts.message ?? title,
    httpStatus: opts.httpStatus ?? (catalogueEntry(code) ? entry.httpStatus : 500),
  };
}

/** Thrown by API services; the error handler turns it into the envelope with `httpStatus`. */
export class NorenError extends Error {
  readonly code: number;
  readonly payload?: Record<string, unknown>;
  readonly httpStatus: number;
  readonly title: string;

  constructor(code: number, opts: NorenErrorOptions = {}) {
    const resolved = resolve(code, opts);
    super(resolved.message);
    this.name = 'NorenError';
    this.code = code;
    if (opts.payload !== undefined) this.payload = opts.payload;
    this.httpStatus = resolved.httpStatus;
    this.title = resolved.title;
  }

  toEnvelope(): ErrorEnvelope {
    return buildErrorEnvelope(this.code, { payload: this.payload, title: this.title, message: this.message });
  }
}

/**
 * 1000 naming the field at fault (spec part 2 §8: payload {field, reason}), the one factory for
 * every field refusal of the API and the engine. `extra` joins the payload (a limit, the codes
 * that were unknown, a message_key); `message` replaces the catalogue title in base[0].error;
 * `httpStatus` replaces the catalogue's 400 where a provider would answer otherwise (the sandbox's 409).
 */
export function invalidField(field: string, reason: string, extra: Record<string, unknown> = {}, message?: string, httpStatus?: number): NorenError {
  return new NorenError(ErrorCode.invalid, {
    payload: { field, reason, ...extra },
    ...(message !== undefined && { message }),
    ...(httpStatus !== undefined && { httpStatus }),
  });
}

export function buildErrorEnvelope(
  code: number,
  opts: { payload?: Record<string, unknown>; title?: string; message?: string } = {},
): ErrorEnvelope {
  const { title, message } = resolve(code, opts);
  const details: ErrorDetail['details'] = {
    code,
    ...(opts.payload !== undefined && { payload: opts.payload }),
    base: [{ error: message }],
  };
  return { errors: [{ title, details }] };
}
