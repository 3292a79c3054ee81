// Serialised JSON answers kept per (hotel, data_version, request key), served without building
// or serialising anything again. See versioned-cache.ts for why this is safe with many processes.
// Concurrent requests for the same missing entry wait for one computation instead of each doing
// it (after a booking bumps the version, a popular search would otherwise be recomputed by every
// request in flight).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
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
 * Compressed copies of the bodies, per body and encoding, keyed weakly so that an entry the cache
 * evicts takes its copies with it. The first copy is made cheaply, since a body that is never
 * asked for again (every distinct search) must not cost much: a body of up to SYNC_MAX_BYTES at
 * brotli 2 (or gzip 4) on the event loop, a larger one at brotli 4 (gzip 4) on zlib's thread pool.
 * On a 27 KB search result brotli 2 takes 0.17 ms of CPU in all, about 0.43 ms for brotli 4
 * through the thread pool (whose hand-offs alone take about 0.1 ms of the event loop), for a
 * body 14% larger (3.4 KB instead of 3.0 KB). The second request for a body shows it is
 * popular, and a smaller copy is then made in the background for every later request.
 */
interface Packed {
  bytes: Promise<Buffer>;
  tight: boolean;
}
const packed: Record<Encoding, WeakMap<Buffer, Packed>> = { br: new WeakMap(), gzip: new WeakMap() };

/** Bodies up to this are compressed on the event loop: a fraction of a millisecond. */
export const SYNC_MAX_BYTES = 64 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Compress = (body: Buffer) => Promise<Buffer>;
const brotliParams = (quality: number, body: Buffer) => ({
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const brotliAt = (quality: number): Compress => (body) => brotliAsync(body, brotliParams(quality, body));
const gzipAt = (level: number): Compress => (body) => gzipAsync(body, { level });
/** Compressed at once on the event loop, as a settled promise (a failure rejects it like the async ones). */
const onTheLoop = (compress: (body: Buffer) => Buffer): Compress => (body) => {
  try {
    return Promise.resolve(compress(body));
  } catch (error) {
    return Promise.reject(error);
  }
};
/** On a 340 KB search result: brotli 4 takes half of gzip 6's time for a smaller body; brotli 9 is about a sixth smaller again, at ten times the cost (so only for bodies asked for twice). */
const compressors: Record<Encoding, { small: Compress; quick: Compress; tight: Compress }> = {
  br: { small: onTheLoop((body) => brotliCompressSync(body, brotliParams(2, body))), quick: brotliAt(4), tight: brotliAt(9) },
  gzip: { small: onTheLoop((body) => gzipSync(body, { level: 4 })), quick: gzipAt(4), tight: gzipAt(9) },
};

function compressed(encoding: Encoding, body: Buffer): Promise<Buffer> {
  const copies = packed[encoding];
  const known = copies.get(body);
  if (!known) {
    const first = body.length <= SYNC_MAX_BYTES ? compressors[encoding].small : compressors[encoding].quick;
    const quick: Packed = { bytes: first(body), tight: false };
    copies.set(body, quick);
    // A failed compression is not kept: the next request tries again.
    quick.bytes.catch(() => copies.delete(body));
    return quick.bytes;
  }
  if (!known.tight) {
    known.tight = true;
    compressors[encoding].tight(body).then(
      (bytes) => { known.bytes = Promise.resolve(bytes); },
      () => undefined, // the quick copy stays
    );
  }
  return known.bytes;
}

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
 * result is about 14 to 21 KB in brotli, 23 KB in gzip, on a guest's phone); X-Cache says whether
 * this call computed the body.
 */
export async function sendJson(reply: FastifyReply, body: Buffer, hit: boolean): Promise<FastifyReply> {
  // Added to what the route already varies on (the settings vary on Accept-Language too).
  const vary = reply.getHeader('vary');
  reply.header('x-cache', hit ? 'hit' : 'miss').header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').type('application/json; charset=utf-8');
  const encoding = body.length < COMPRESS_MIN_BYTES ? null : chooseEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressed(encoding, body));
}
