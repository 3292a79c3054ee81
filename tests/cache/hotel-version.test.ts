// The coalescing reader of hotels.data_version (cache/hotel-version.ts), on both databases: many
// concurrent requests share a few reads, and no request is ever answered with a read that started
// before it arrived, so a change committed before a request is always seen by it.
import { expect, it } from 'vitest';
import { HotelVersionReader } from '../../apps/api/src/cache/hotel-version.ts';
import type { Executor } from '../../apps/api/src/db/database.ts';
import { forEachDatabase, query } from '../support/app.ts';

/** The real database, counting reads and able to hold the next read's answer back (after it was read) until released. */
function countingDb(db: Executor) {
  const state = { reads: 0, hold: null as Promise<void> | null, answered: null as Promise<unknown> | null };
  const wrapped = {
    execute: async (statement: unknown) => {
      state.reads++;
      const hold = state.hold;
      const answered = Promise.resolve(db.execute(statement as Parameters<Executor['execute']>[0]));
      state.answered = answered;
      const result = await answered;
      if (hold) await hold;
      return result;
    },
  } as unknown as Executor;
  return { db: wrapped, state };
}

const versionOf = async (ctx: Parameters<typeof query>[0]) =>
  Number((await query<{ v: string }>(ctx, `select noren_hotel_version(id)::text as v from hotels where code = 'kyoto-gion'`))[0].v);

forEachDatabase('hotel version reader', (ctx) => {
  it('answers 50 concurrent requests with two reads, all with the current version', async () => {
    const { db, state } = countingDb(ctx().database.db);
    const reader = new HotelVersionReader(db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => reader.read('kyoto-gion')));
    expect(state.reads).toBe(2);
    const current = await versionOf(ctx().database);
    for (const answer of answers) expect(answer?.version).toBe(current);
    expect(answers[0]?.code).toBe('kyoto-gion');
  });

  it('never hands a request a read that started before it: a change committed in between is seen', async () => {
    const { db, state } = countingDb(ctx().database.db);
    const reader = new HotelVersionReader(db);
    let release!: () => void;
    state.hold = new Promise<void>((resolve) => { release = resolve; });
    const before = await versionOf(ctx().database);
    const early = reader.read('kyoto-gion'); // reads the old version, then is held: still running
    state.hold = null;
    await state.answered;
    // A change commits while that read is still running, then a new request arrives.
    await query(ctx().database, `update room_types set code = code where hotel_id = (select id from hotels where code = 'kyoto-gion')`);
    const after = await versionOf(ctx().database);
    expect(after).toBeGreaterThan(before);
    const late = reader.read('kyoto-gion');
    release();
    expect((await early)?.version).toBe(before);
    expect((await late)?.version).toBe(after);
    expect(state.reads).toBe(2);
  });

  it('keeps the id and code spellings apart and answers undefined for an unknown hotel', async () => {
    const reader = new HotelVersionReader(ctx().database.db);
    const [{ id }] = await query<{ id: number }>(ctx().database, `select id from hotels where code = 'kyoto-gion'`);
    expect((await reader.read(String(id)))?.code).toBe('kyoto-gion');
    expect(await reader.read(String(id), true)).toBeUndefined();
    expect(await reader.read('no-such-hotel')).toBeUndefined();
  });
}, { seed: true });
