// Short browser caching with a validator for answers that change only when the hotel's data does
// (the init settings, spec part 2 §7.2): the browser keeps its own copy for a minute, then asks
// again with If-None-Match and gets a 304 without the body while nothing changed. `private`: the
// answer is fetched with a Client-Session, so no shared cache (a CDN) may keep it and answer
// another browser without the API seeing that browser's session.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SHORT_PRIVATE_CACHE = 'private, max-age=60';

/** A strong validator of the exact bytes sent (before compression). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (or is `*`); weak forms compare by their tag. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string' || header === '') return false;
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, '')).some((tag) => tag === etag || tag === '*');
}

/** Sets the validator and caching headers; a 304 when the browser's copy is current, else null (send the body). */
export function answerConditionally(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply | null {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', SHORT_PRIVATE_CACHE).header('vary', 'Accept-Language');
  return notModified(request, etag) ? reply.code(304).send() : null;
}
