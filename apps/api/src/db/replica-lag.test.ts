// The replica's freshness rule: it serves while it holds everything the primary had written
// maxLagMs ago, and not once it is further behind, nor while its poll fails.
import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { parseLsn, ReplicaLag } from './replica-lag.ts';

/** A database whose one query answers `lsn()` (or throws when it is null). */
function fakeDb(lsn: () => string | null): Database {
  return { execute: async () => ({ rows: [{ lsn: lsn() }] }) } as unknown as Database;
}

describe('ReplicaLag', () => {
  it('orders WAL positions across the high half', () => {
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
  });

  it('is fresh while the replica has what the primary had maxLagMs ago, and not after', async () => {
    let now = 0;
    let primary = '0/100';
    let replica: string | null = '0/100';
    const lag = new ReplicaLag({ primary: fakeDb(() => primary), replica: fakeDb(() => replica), maxLagMs: 1000, now: () => now });
    expect(lag.fresh()).toBe(false); // never polled
    await lag.poll();
    expect(lag.fresh()).toBe(true);

    // The primary moves on; the replica stops replaying.
    primary = '0/200';
    for (now = 100; now <= 900; now += 100) {
      await lag.poll();
      expect(lag.fresh(), `at ${now} ms`).toBe(true);
    }
    // 1000 ms after the first poll that saw 0/200, the replica still at 0/100 is too far behind.
    for (now = 1000; now <= 1200; now += 100) await lag.poll();
    expect(lag.fresh()).toBe(false);

    // It catches up.
    replica = '0/200';
    await lag.poll();
    expect(lag.fresh()).toBe(true);

    // A failing poll: fresh until the last good one is maxLagMs old, then not.
    replica = null;
    now += 500;
    await lag.poll();
    expect(lag.fresh()).toBe(true);
    now += 600;
    expect(lag.fresh()).toBe(false);
  });
});
