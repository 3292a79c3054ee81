// Per-request context: the tracing id (X-Request-Id, echoed back and carried by every log line of
// the request through pino's child logger) and the language the caller asked for.
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { normaliseLanguage, type Language } from '@noren/core/domain';

export const REQUEST_ID_HEADER = 'x-request-id';
// A caller's id is reused only when it is short and plain, so it cannot forge log lines or headers.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is safe to reuse, else a fresh UUID. */
export function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * The caller's language from `?locale=` (wins) or Accept-Language, normalised to our codes
 * (ja-JP -> ja, zh-TW -> zh_Hant); null when neither names a language we have.
 */
export function requestedLanguageOf(locale: unknown, acceptLanguage: string | undefined): Language | null {
  const fromQuery = typeof locale === 'string' ? normaliseLanguage(locale) : Array.isArray(locale) ? normaliseLanguage(String(locale[0])) : null;
  if (fromQuery) return fromQuery;
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = normaliseLanguage(tag);
    if (language) return language;
  }
  return null;
}

export default fp(async (app) => {
  app.decorateRequest('requestedLanguage', null);
  app.decorateRequest('clientSession', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const query = request.query as Record<string, unknown> | undefined;
    request.requestedLanguage = requestedLanguageOf(query?.locale, request.headers['accept-language']);
  });
}, { name: 'noren-request-context' });
