// THE error handler: every failure, from a NorenError in a service to a URL Fastify cannot parse,
// leaves as the one envelope of spec part 2 §8.1 with a catalogue code. A 5xx never carries its
// cause; the cause is logged with the request id instead.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, buildErrorEnvelope, type Language } from '@noren/core/domain';
import type { ErrorMessages } from './error-messages.ts';
import { isClientAbort, mapError, type MappedError } from './error-mapping.ts';
import { REQUEST_ID_HEADER, requestedLanguageOf } from './request-context.ts';

/**
 * Retry-After on every 503 (seconds). Each cause is brief: a process draining is gone within
 * NOREN_SHUTDOWN_TIMEOUT_MS (10 s by default) and the balancer sends the retry to another one; a
 * database that does not answer fails a request after the pool's 5 s wait, and a PostgreSQL
 * restart or fail-over takes seconds. A shorter hint would bring retries back into the same outage.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

export type ErrorResponder = (error: unknown, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export function createErrorResponder(messages: ErrorMessages): ErrorResponder {
  return (error, request, reply) => {
    // A client that hung up is neither a database outage nor a server fault, and there is no one
    // to answer; the 400 below goes nowhere but keeps Fastify's reply cycle whole.
    if (isClientAbort(error) && request.raw.destroyed) {
      request.log.info({ reason: 'client_aborted' }, 'request aborted by the client');
      return reply.code(400).send();
    }
    let mapped: MappedError;
    try {
      mapped = mapError(error);
    } catch {
      mapped = { status: 500, code: ErrorCode.internal, serverFault: true };
    }
    if (mapped.serverFault) {
      request.log.error({ err: error, code: mapped.code }, 'request failed');
    } else {
      request.log.info({ code: mapped.code, status: mapped.status, reason: mapped.payload?.reason }, 'request refused');
    }
    return safelySend(request, reply, mapped, messages);
  };
}

function safelySend(request: FastifyRequest, reply: FastifyReply, mapped: Omit<MappedError, 'serverFault'>, messages: ErrorMessages): FastifyReply {
  try {
    return sendEnvelope(request, reply, mapped, messages);
  } catch (failure) {
    // The handler itself must never be the reason a client sees a non-envelope answer.
    request.log.error({ err: failure }, 'error handler failed');
    retryAfterUnavailable(reply, mapped.status);
    return reply
      .code(mapped.status)
      .header(REQUEST_ID_HEADER, request.id)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(lastResortEnvelope(mapped.code)));
  }
}

/** Built by hand, without the catalogue or translations, for when those fail. */
function lastResortEnvelope(code: number) {
  const title = code >= 9500 ? 'Sorry, a processing error occurred. Please try again after a short while.' : 'The request could not be processed.';
  return { errors: [{ title, details: { code, base: [{ error: title }] } }] };
}

export function sendEnvelope(request: FastifyRequest, reply: FastifyReply, mapped: Omit<MappedError, 'serverFault'>, messages: ErrorMessages): FastifyReply {
  const language = languageOf(request);
  const message = pickMessage(mapped, language, messages);
  const envelope = buildErrorEnvelope(mapped.code, {
    ...(mapped.payload !== undefined && { payload: mapped.payload }),
    ...(mapped.title !== undefined && { title: mapped.title }),
    ...(message !== undefined && { message }),
  });
  retryAfterUnavailable(reply, mapped.status);
  // Framework errors (bad URLs) skip the onRequest hooks, so the id is echoed here as well.
  return reply
    .code(mapped.status)
    .header(REQUEST_ID_HEADER, request.id)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(envelope);
}

/** A 503 says when to come back, unless its route already did (static-apps.ts: an app not built). */
function retryAfterUnavailable(reply: FastifyReply, status: number): void {
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
}

/**
 * base[0].error: the catalogue text in the caller's language when the locale files have it; a
 * service's specific English message when the caller reads English or nothing better exists;
 * then the English catalogue text; buildErrorEnvelope falls back to the title.
 */
function pickMessage(mapped: Omit<MappedError, 'serverFault'>, language: Language | null, messages: ErrorMessages): string | undefined {
  const wantsEnglish = language === null || language === 'en';
  if (mapped.message !== undefined && (wantsEnglish || !messages.has(mapped.code, language))) return mapped.message;
  return messages.translate(mapped.code, language, mapped.payload);
}

function languageOf(request: FastifyRequest): Language | null {
  if (request.requestedLanguage) return request.requestedLanguage as Language;
  const header = request.headers['accept-language'];
  return requestedLanguageOf(undefined, typeof header === 'string' ? header : undefined);
}

export default fp<{ messages: ErrorMessages }>(async (app, { messages }) => {
  const respond = createErrorResponder(messages);
  app.setErrorHandler((error: FastifyError, request, reply) => respond(error, request, reply));
  // Fastify answers an unknown method on a known path with 404 as well; the spec has no 405 use.
  app.setNotFoundHandler((request, reply) => {
    request.log.info({ code: ErrorCode.notFound }, 'route not found');
    return safelySend(request, reply, { status: 404, code: ErrorCode.notFound }, messages);
  });
}, { name: 'noren-errors' });
