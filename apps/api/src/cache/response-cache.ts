// Serialised JSON answers kept per (hotel, data_version, request key), served without building
// or serialising anything again. See versioned-cache.ts for why this is safe with many processes.
// Concurrent requests for the same missing entry wait for one computation instead of each doing
// it (after a booking bumps the version, a popular search would otherwise be recomputed by every
// request in flight).
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

/** Below this a compression header costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * Compressed copies of the bodies, made once per body and encoding: a cached search is compressed
 * on its first request and every later hit sends the same bytes. Keyed weakly, so an entry the
 * cache evicts takes its copies with it.
 */
const packed: Record<Encoding, WeakMap<Buffer, Buffer>> = { br: new WeakMap(), gzip: new WeakMap() };

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5: about 40% smaller than gzip on a search result at a fraction of brotli's top
  // quality's cost, which matters on a cache miss.
  br: (body) => brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** "br" or "gzip" (or "*") listed with no q or a q above zero. */
const acceptPattern = (encoding: Encoding) =>
  new RegExp(`(^|,)\\s*(${encoding}|\\*)\\s*(;\\s*q=(1(\\.0*)?|0?\\.\\d*[1-9]\\d*))?\\s*(,|$)`, 'i');
const ACCEPTS: Record<Encoding, RegExp> = { br: acceptPattern('br'), gzip: acceptPattern('gzip') };

/** Brotli when the client takes it (every current browser over HTTPS, and most tools), else gzip, else none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (ACCEPTS.br.test(value)) return 'br';
  return ACCEPTS.gzip.test(value) ? 'gzip' : null;
}

/**
 * Sends stored JSON bytes as they are, compressed when the client takes it (a 340 KB search
 * result is about 14 KB in brotli, 23 KB in gzip, on a guest's phone); X-Cache says whether this
 * call computed the body.
 */
export function sendJson(reply: FastifyReply, body: Buffer, hit: boolean): FastifyReply {
  reply.header('x-cache', hit ? 'hit' : 'miss').header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  const encoding = body.length < COMPRESS_MIN_BYTES ? null : chooseEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  let bytes = packed[encoding].get(body);
  if (!bytes) {
    bytes = compressors[encoding](body);
    packed[encoding].set(body, bytes);
  }
  return reply.header('content-encoding', encoding).send(bytes);
}
