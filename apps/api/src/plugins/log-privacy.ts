// No personal data goes into any log (issue #12): not a guest's e-mail, name, phone, notes or the
// body of their mail, not a session, token or cookie. The logger options every app is built with
// make that hold where it is easy to get wrong:
//   - A failed query is logged as the statement text (parameterised: $1, $2 …, never the values),
//     a short digest of it, the SQLSTATE and the constraint/table names: never its parameters,
//     PostgreSQL's message or detail ("Key (email)=(…) already exists", a trigger's RAISE text),
//     nor drizzle's message, which carries every parameter ("Failed query: … params: …").
//   - Any other error keeps its type, message and stack, with e-mail addresses in them replaced.
//   - A request is logged as method and path; of its query string only the names
//     (?email=…&bypass_token=… are lookups' credentials), and not the client address.
//   - Should a log line ever carry headers or a body, the credentials in them are censored.
import { createHash } from 'node:crypto';
import { redactEmails } from '@noren/core/domain';
import type { FastifyRequest } from 'fastify';

export const CENSORED = '[redacted]';

/** Paths pino censors wherever a line carries them (request headers, bodies, reply cookies). */
export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["client-session"]', 'req.headers["idempotency-key"]',
  'req.body', 'request.body', 'body', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie', 'headers["client-session"]',
];

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  schema?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const STATEMENT_MAX = 2000;

/** The first error in the cause chain that came from the database (a SQLSTATE or drizzle's query). */
function databaseError(error: ErrorLike): { query?: string; state?: ErrorLike } | null {
  let query: string | undefined;
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as ErrorLike).cause, depth++) {
    const item = e as ErrorLike;
    if (typeof item.query === 'string' && 'params' in item) query ??= item.query;
    if (typeof item.code === 'string' && SQLSTATE.test(item.code) && ('severity' in item || 'routine' in item || query !== undefined)) {
      return { query, state: item };
    }
  }
  return query !== undefined ? { query } : null;
}

/** Stack frames only: the first lines of a stack repeat the message, which may hold values. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

const typeOf = (error: ErrorLike) => (typeof error.name === 'string' ? error.name : error.constructor?.name ?? 'Error');

/** pino's `err` serializer for every logger of the app (see the header). */
export function privateError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' ? redactEmails(value) : value;
  const error = value as ErrorLike;
  const db = databaseError(error);
  if (db) {
    const state = db.state;
    const statement = db.query?.slice(0, STATEMENT_MAX);
    return {
      type: typeOf(error),
      message: `database error ${typeof state?.code === 'string' ? state.code : 'without SQLSTATE'} (statement and parameters not logged)`,
      ...(statement !== undefined && { statement, statement_digest: createHash('sha256').update(statement).digest('hex').slice(0, 16) }),
      ...(typeof state?.code === 'string' && { sqlstate: state.code }),
      ...(typeof state?.constraint === 'string' && { constraint: state.constraint }),
      ...(typeof state?.table === 'string' && { table: state.table }),
      stack: framesOf(error.stack),
    };
  }
  const out: Record<string, unknown> = {
    type: typeOf(error),
    message: redactEmails(String(error.message ?? '')),
    stack: typeof error.stack === 'string' ? redactEmails(error.stack) : undefined,
  };
  if (typeof error.code === 'string' || typeof error.code === 'number') out.code = error.code;
  if (typeof error.cause === 'object' && error.cause !== null) out.cause = privateError(error.cause);
  return out;
}

/** The request as a log line shows it: method and path, and only the names of query parameters. */
export function privateRequest(request: FastifyRequest): Record<string, unknown> {
  const url = request.url ?? '';
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const names = at < 0 ? [] : [...new Set([...new URLSearchParams(url.slice(at + 1)).keys()])];
  return { method: request.method, url: redactEmails(path), ...(names.length > 0 && { query_keys: names.map(redactEmails) }) };
}

/**
 * The pino options an app is built with: `option` as buildApp takes it (false: no logs, true: the
 * configured level, an object: those options), always with the serializers and redaction above.
 */
export function privateLoggerOptions(option: boolean | Record<string, unknown> | undefined, level: string): false | Record<string, unknown> {
  if (option === undefined || option === false) return false;
  const base = option === true ? { level } : option;
  const serializers = (base.serializers ?? {}) as Record<string, unknown>;
  return {
    ...base,
    serializers: { ...serializers, err: privateError, error: privateError, req: privateRequest },
    redact: { paths: REDACT_PATHS, censor: CENSORED },
  };
}
