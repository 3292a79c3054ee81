// The per-process cache on its own: least recently used first under a byte budget, a maximum age
// on the app clock, a newer data_version of a hotel dropping that hotel's older entries only, a
// request that read an older version neither served nor stored, and one computation shared by
// concurrent misses.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { ResponseCache } from '../../apps/api/src/cache/response-cache.ts';
import { VersionedCache } from '../../apps/api/src/cache/versioned-cache.ts';

function cache(maxBytes = 100, maxAgeMs = 60_000) {
  const clock = new ManualClock('2026-11-22T03:00:00Z');
  return { clock, cache: new VersionedCache<string>({ maxBytes, maxAgeMs, now: () => clock.now().getTime() }) };
}

describe('VersionedCache', () => {
  it('serves what was stored under the same hotel, version and key, and nothing else', () => {
    const { cache: c } = cache();
    c.set(1, 5, 'a', 'one', 10);
    expect(c.get(1, 5, 'a')).toBe('one');
    expect(c.get(1, 5, 'b')).toBeUndefined();
    expect(c.get(2, 5, 'a')).toBeUndefined();
    expect(c.stats).toMatchObject({ hits: 1, misses: 2, entries: 1, bytes: 10 });
  });

  it('evicts the least recently used entries when the byte budget is exceeded', () => {
    const { cache: c } = cache(100);
    c.set(1, 1, 'a', 'a', 40);
    c.set(1, 1, 'b', 'b', 40);
    expect(c.get(1, 1, 'a')).toBe('a'); // a is now the most recently used
    c.set(1, 1, 'c', 'c', 40); // 120 bytes: b goes
    expect(c.get(1, 1, 'b')).toBeUndefined();
    expect(c.get(1, 1, 'a')).toBe('a');
    expect(c.get(1, 1, 'c')).toBe('c');
    expect(c.stats).toMatchObject({ evictions: 1, entries: 2, bytes: 80 });
    c.set(1, 1, 'huge', 'x', 101); // larger than the whole budget: not stored, nothing evicted
    expect(c.get(1, 1, 'huge')).toBeUndefined();
    expect(c.stats).toMatchObject({ evictions: 1, entries: 2 });
  });

  it('does not serve entries older than the maximum age', () => {
    const { cache: c, clock } = cache(100, 60_000);
    c.set(1, 1, 'a', 'a', 1);
    clock.advance(60_000);
    expect(c.get(1, 1, 'a')).toBe('a');
    clock.advance(1);
    expect(c.get(1, 1, 'a')).toBeUndefined();
    expect(c.stats.entries).toBe(0);
  });

  it("drops a hotel's older entries when a newer version is seen, and leaves other hotels alone", () => {
    const { cache: c } = cache();
    c.set(1, 1, 'a', 'old', 10);
    c.set(2, 7, 'a', 'other hotel', 10);
    expect(c.get(1, 2, 'a')).toBeUndefined();
    expect(c.stats).toMatchObject({ entries: 1, bytes: 10 });
    expect(c.get(2, 7, 'a')).toBe('other hotel');
    // A slow request that read version 1 before the bump finishes late: it must not store.
    c.set(1, 1, 'a', 'stale', 10);
    expect(c.get(1, 1, 'a')).toBeUndefined();
    expect(c.get(1, 2, 'a')).toBeUndefined();
    c.set(1, 2, 'a', 'new', 10);
    expect(c.get(1, 2, 'a')).toBe('new');
  });
});

describe('ResponseCache', () => {
  it('computes a missing body once for concurrent requests and serves it afterwards', async () => {
    const clock = new ManualClock('2026-11-22T03:00:00Z');
    const responses = new ResponseCache({ clock, maxBytes: 1000 });
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const produce = async () => {
      computed++;
      await gate;
      return Buffer.from('{"data":1}');
    };
    const first = responses.fetch(1, 1, 'k', produce);
    const second = responses.fetch(1, 1, 'k', produce);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(computed).toBe(1);
    expect([a.hit, b.hit]).toEqual([false, true]);
    expect(b.body.toString()).toBe('{"data":1}');
    expect((await responses.fetch(1, 1, 'k', produce)).hit).toBe(true);
    expect(computed).toBe(1);
  });

  it('stores nothing when the computation fails, so the next request tries again', async () => {
    const responses = new ResponseCache({ clock: new ManualClock(0) });
    await expect(responses.fetch(1, 1, 'k', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const again = await responses.fetch(1, 1, 'k', async () => Buffer.from('{}'));
    expect(again.hit).toBe(false);
    expect(responses.stats.entries).toBe(1);
  });
});
