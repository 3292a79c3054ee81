// Decides what any thrown error becomes on the wire: a catalogue code, a status and, for client
// mistakes, a payload naming what was wrong. Anything not recognised is a 500 that says nothing
// of its cause; the handler logs the cause.
import { ErrorCode, NorenError } from '@noren/core/domain';

export interface MappedError {
  status: number;
  code: number;
  payload?: Record<string, unknown>;
  title?: string;
  /** A specific English text for base[0].error, used when no translation fits better. */
  message?: string;
  /** Server faults are logged with their stack; client mistakes only briefly. */
  serverFault: boolean;
}

const STATUS_CODES: Record<number, number> = {
  400: ErrorCode.invalid,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.methodNotAllowed,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.tooManyRequests,
};

/** Fixed reasons for Fastify's own request errors; their messages may quote the raw input. */
const FASTIFY_REASONS: Record<string, { field: string; reason: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { field: 'body', reason: 'is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', reason: 'is empty but the content type is JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { field: 'content-length', reason: 'does not match the body' },
  FST_ERR_BAD_URL: { field: 'url', reason: 'is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { field: 'url', reason: 'has a path segment that is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { field: 'url', reason: 'could not be routed' },
};

/**
 * SQLSTATEs and socket errors that mean the database is unreachable, not that the request was bad.
 * A client hanging up is an ECONNRESET too, but of the request stream: isClientAbort tells it apart.
 */
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300']);

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  statusCode?: unknown;
  validation?: unknown;
  validationContext?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function mapError(error: unknown): MappedError {
  if (error instanceof NorenError) {
    const explicit = error.message !== error.title ? error.message : undefined;
    return {
      status: error.httpStatus,
      code: error.code,
      ...(error.payload !== undefined && { payload: error.payload }),
      title: error.title,
      ...(explicit !== undefined && { message: explicit }),
      serverFault: error.httpStatus >= 500,
    };
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;

  if (Array.isArray(e.validation) && e.validation.length > 0) {
    const { field, reason } = describeValidation(e.validation[0] as AjvIssue, String(e.validationContext ?? 'body'));
    return { status: 400, code: ErrorCode.invalid, payload: { field, reason }, message: `${field} ${reason}`, serverFault: false };
  }

  const database = databaseFailure(error);
  if (database) return database;

  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const known = typeof e.code === 'string' ? FASTIFY_REASONS[e.code] : undefined;
    // secure-json-parse's prototype-poisoning refusal arrives as a bare 400 without a code.
    const payload = known ?? (status === 400 ? { field: 'body', reason: 'is not acceptable' } : undefined);
    return {
      status,
      code: STATUS_CODES[status] ?? ErrorCode.invalid,
      ...(payload && { payload, message: `${payload.field} ${payload.reason}` }),
      serverFault: false,
    };
  }
  return { status: 500, code: ErrorCode.internal, serverFault: true };
}

/**
 * The error Node gives a request whose client hung up mid-request: ECONNRESET with the message
 * 'aborted' and no syscall (a database socket's reset names its syscall, 'read' or 'write').
 * errors.ts also checks that the request itself was destroyed before believing it.
 */
export function isClientAbort(error: unknown): boolean {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  return e.code === 'ECONNRESET' && e.message === 'aborted' && e.syscall === undefined;
}

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns ajv's first issue into { field: 'guest.email', reason: 'must match format "email"' }. */
export function describeValidation(issue: AjvIssue, context: string): { field: string; reason: string } {
  const path = (issue.instancePath ?? '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (typeof extra === 'string') path.push(extra);
  const field = path.length > 0 ? path.join('.') : context;
  let reason = issue.message ?? 'is invalid';
  if (issue.keyword === 'required') reason = 'is required';
  else if (issue.keyword === 'additionalProperties') reason = 'is not allowed';
  return { field, reason };
}

/**
 * Errors from the database that are not our fault: the database being down (503, the clients
 * show their maintenance page), values PostgreSQL refused (class 22: a client sent something the
 * validation let through), and races lost to another request (unique, check or foreign-key
 * violation against rows another request just changed, serialisation, deadlock).
 */
function databaseFailure(error: unknown): MappedError | undefined {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as ErrorLike).cause, depth++) {
    const code = (e as ErrorLike).code;
    const message = String((e as ErrorLike).message ?? '');
    if ((typeof code === 'string' && UNAVAILABLE.has(code)) || /timeout exceeded when trying to connect|Connection terminated|PGlite is closed/i.test(message)) {
      return { status: 503, code: ErrorCode.unavailable, serverFault: true };
    }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      if (code.startsWith('22')) {
        return { status: 400, code: ErrorCode.invalid, payload: { field: 'request', reason: 'contains a value that cannot be stored' }, serverFault: false };
      }
      if (code === '23505' || code === '23514' || code === '23503' || code === '40001' || code === '40P01') {
        return { status: 409, code: ErrorCode.invalid, payload: { field: 'request', reason: 'conflicts with a concurrent change; try again' }, serverFault: false };
      }
    }
  }
  return undefined;
}
