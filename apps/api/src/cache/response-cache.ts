// Serialised JSON answers kept per (hotel, data_version, request key), served without building
// or serialising anything again. See versioned-cache.ts for why this is safe with many processes.
// Concurrent requests for the same missing entry wait for one computation instead of each doing
// it (after a booking bumps the version, a popular search would otherwise be recomputed by every
// request in flight).
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { Clock } from '@noren/core/domain';
import { VersionedCache, type CacheStats } from './versioned-cache.ts';

/** Per process, whatever the number of hotels: old versions go first as they die, then least recently used. */
export const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
/** A safety net only: a change the triggers somehow missed shows within this. */
export const RESPONSE_CACHE_MAX_AGE_MS = 60_000;

export interface ResponseCacheOptions {
  clock: Clock;
  maxBytes?: number;
  maxAgeMs?: number;
}

export class ResponseCache {
  private readonly store: VersionedCache<Buffer>;
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(opts: ResponseCacheOptions) {
    this.store = new VersionedCache({
      maxBytes: opts.maxBytes ?? RESPONSE_CACHE_BYTES,
      maxAgeMs: opts.maxAgeMs ?? RESPONSE_CACHE_MAX_AGE_MS,
      now: () => opts.clock.now().getTime(),
    });
  }

  /** The stored body, or the one `produce` makes (stored unless it throws). `hit`: nothing was computed for this call. */
  async fetch(hotelId: number, version: number, key: string, produce: () => Promise<Buffer>): Promise<{ body: Buffer; hit: boolean }> {
    const stored = this.store.get(hotelId, version, key);
    if (stored) return { body: stored, hit: true };
    const id = `${hotelId}\u0000${version}\u0000${key}`;
    const waiting = this.pending.get(id);
    if (waiting) return { body: await waiting, hit: true };
    const computing = produce().then((body) => {
      this.store.set(hotelId, version, key, body, body.length);
      return body;
    });
    this.pending.set(id, computing);
    try {
      return { body: await computing, hit: false };
    } finally {
      this.pending.delete(id);
    }
  }

  get stats(): CacheStats {
    return this.store.stats;
  }
}

/** The route's own serialiser (its response schema), once, into bytes ready to send again. */
export function serialiseData(reply: FastifyReply, data: unknown): Buffer {
  const out: unknown = reply.serialize({ data });
  if (typeof out === 'string') return Buffer.from(out);
  return Buffer.isBuffer(out) ? out : Buffer.from(out as ArrayBuffer);
}

/** Below this a gzip header costs more than it saves. */
const GZIP_MIN_BYTES = 1024;
/**
 * Gzipped copies of the bodies, made once per body: a cached search is compressed on its first
 * gzip request and every later hit sends the same bytes. Keyed weakly, so an entry the cache
 * evicts takes its copy with it.
 */
const gzipped = new WeakMap<Buffer, Buffer>();

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(1(\.0*)?|0?\.\d*[1-9]\d*))?\s*(,|$)/i.test(value);
}

/**
 * Sends stored JSON bytes as they are, gzipped when the client takes it (every browser does: a
 * 340 KB search result is about 10 times smaller on a guest's phone); X-Cache says whether this
 * call computed the body.
 */
export function sendJson(reply: FastifyReply, body: Buffer, hit: boolean): FastifyReply {
  reply.header('x-cache', hit ? 'hit' : 'miss').header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (body.length < GZIP_MIN_BYTES || !acceptsGzip(reply.request.headers['accept-encoding'])) return reply.send(body);
  let packed = gzipped.get(body);
  if (!packed) {
    packed = gzipSync(body, { level: 6 });
    gzipped.set(body, packed);
  }
  return reply.header('content-encoding', 'gzip').send(packed);
}
