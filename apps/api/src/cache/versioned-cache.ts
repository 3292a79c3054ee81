// A small per-process cache whose entries are keyed by (hotel id, hotels.data_version, key).
//
// Why this is safe with many API processes on one database (DESIGN.md: "nothing is kept in
// process memory that another process would need"): every request first takes the hotel's
// current data_version (from app.hotelVersions, hotel-version-board.ts: read after this process's
// last write, and at most MAX_STALE_MS old), and database triggers bump that version in the same
// transaction as any change a cached value depends on (migration 0002), in whichever process made
// it. An entry of an older version can therefore never be found again; it only waits to be
// evicted. Nothing here is a source of truth, so losing the cache (restart, LRU)
// only costs time. The byte budget bounds memory; the maximum age is a safety net for anything a
// trigger might not cover, not part of correctness.
//
// Least recently used goes first: a Map keeps insertion order, and a hit re-inserts its entry.
// When a request sees a newer version of a hotel, that hotel's older entries are dropped at once
// (they are dead); other hotels' entries are untouched.

export interface VersionedCacheOptions {
  /** Most bytes the values may take together; a single larger value is not stored. */
  maxBytes: number;
  /** Entries older than this are not served. */
  maxAgeMs: number;
  /** Milliseconds now; the app clock, so tests can age entries. */
  now: () => number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  /** Entries dropped for the byte budget (not for age or a newer version). */
  evictions: number;
  entries: number;
  bytes: number;
}

interface Entry<V> {
  hotelId: number;
  value: V;
  bytes: number;
  storedAt: number;
}

/** Kept for every hotel seen: hotel ids come from the database, so there are only as many as hotels. */
interface HotelEntries {
  version: number;
  keys: Set<string>;
}

export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly hotels = new Map<number, HotelEntries>();
  private totalBytes = 0;
  private readonly counters = { hits: 0, misses: 0, evictions: 0 };

  constructor(private readonly options: VersionedCacheOptions) {}

  get(hotelId: number, version: number, key: string): V | undefined {
    if (!this.observe(hotelId, version)) {
      this.counters.misses++;
      return undefined;
    }
    const id = entryId(hotelId, version, key);
    const entry = this.entries.get(id);
    if (!entry) {
      this.counters.misses++;
      return undefined;
    }
    if (this.options.now() - entry.storedAt > this.options.maxAgeMs) {
      this.remove(id, entry);
      this.counters.misses++;
      return undefined;
    }
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.counters.hits++;
    return entry.value;
  }

  /** Stores `value` unless a newer version of the hotel has been seen meanwhile (it would be stale). */
  set(hotelId: number, version: number, key: string, value: V, bytes: number): void {
    if (!this.observe(hotelId, version) || bytes > this.options.maxBytes) return;
    const id = entryId(hotelId, version, key);
    const old = this.entries.get(id);
    if (old) this.remove(id, old);
    this.entries.set(id, { hotelId, value, bytes, storedAt: this.options.now() });
    this.hotels.get(hotelId)!.keys.add(id);
    this.totalBytes += bytes;
    while (this.totalBytes > this.options.maxBytes) {
      const [oldestId, oldest] = this.entries.entries().next().value as [string, Entry<V>];
      this.remove(oldestId, oldest);
      this.counters.evictions++;
    }
  }

  get stats(): CacheStats {
    return { ...this.counters, entries: this.entries.size, bytes: this.totalBytes };
  }

  clear(): void {
    this.entries.clear();
    this.hotels.clear();
    this.totalBytes = 0;
  }

  /** False when `version` is older than one already seen: such a request must neither read nor write. */
  private observe(hotelId: number, version: number): boolean {
    const known = this.hotels.get(hotelId);
    if (!known) {
      this.hotels.set(hotelId, { version, keys: new Set() });
      return true;
    }
    if (version < known.version) return false;
    if (version > known.version) {
      for (const id of known.keys) this.remove(id, this.entries.get(id));
      known.version = version;
    }
    return true;
  }

  private remove(id: string, entry: Entry<V> | undefined): void {
    if (!entry) return;
    this.entries.delete(id);
    this.totalBytes -= entry.bytes;
    this.hotels.get(entry.hotelId)?.keys.delete(id);
  }
}

function entryId(hotelId: number, version: number, key: string): string {
  return `${hotelId}\u0000${version}\u0000${key}`;
}
