// The board of hotel versions (cache/hotel-version-board.ts) on both databases, against its
// promises: repeated reads cost no query; a change committed by this process (through the driver,
// whatever the path: autocommit, a transaction) is seen by the next read; a change committed
// elsewhere is seen within MAX_STALE_MS and a poll brings it sooner; while the poll is down or
// failing, every read reads the database itself, and the board serves from memory again once a
// poll succeeds.
import { expect, it } from 'vitest';
import { HotelVersionBoard, MAX_STALE_MS, POLL_MS } from '../../apps/api/src/cache/hotel-version-board.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import type { Executor } from '../../apps/api/src/db/database.ts';
import { isPlainSelect, WriteTracker } from '../../apps/api/src/db/write-tracker.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { NOW } from '../search/helpers.ts';

const HOTEL = 'kyoto-gion';

/** The real database, counting statements, able to fail the next one. */
function countingDb(db: Executor) {
  const state = { statements: 0, failNext: false };
  const wrapped = {
    execute: async (statement: unknown) => {
      state.statements++;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('connection lost');
      }
      return db.execute(statement as Parameters<Executor['execute']>[0]);
    },
  } as unknown as Executor;
  return { db: wrapped, state };
}

/** A time the test moves by hand, in milliseconds. */
function manualTime() {
  const time = { ms: 1_000 };
  return { time, now: () => time.ms };
}

const versionOf = async (handle: DatabaseHandle) =>
  Number((await query<{ v: string }>(handle, `select noren_hotel_version(id)::text as v from hotels where code = '${HOTEL}'`))[0].v);

/** The first read of a hotel (it reads the database) and a first good poll: from then on the board answers. */
async function primed(board: HotelVersionBoard) {
  const head = await board.read(HOTEL);
  await board.poll();
  return head;
}

/** Bumps the hotel's version the way any catalogue change does (the room_types trigger). */
const bumpSql = `update room_types set code = code where hotel_id = (select id from hotels where code = '${HOTEL}')`;

/** The same change inside an explicit transaction, on the driver's own transaction path. */
async function bumpInTransaction(handle: DatabaseHandle): Promise<void> {
  const raw = handle.raw;
  if (raw.kind === 'pglite') {
    await raw.client.transaction(async (tx) => {
      await tx.query(bumpSql);
    });
    return;
  }
  const client = await raw.pool.connect();
  try {
    await client.query('begin');
    await client.query(bumpSql);
    await client.query('commit');
  } finally {
    client.release();
  }
}

it('counts only plain SELECTs as reads', () => {
  expect(isPlainSelect('select 1')).toBe(true);
  expect(isPlainSelect('  SELECT h.id from hotels h')).toBe(true);
  expect(isPlainSelect('update hotels set name = name')).toBe(false);
  expect(isPlainSelect('with x as (delete from coupons returning id) select * from x')).toBe(false);
  expect(isPlainSelect('commit')).toBe(false);
  expect(isPlainSelect('selected')).toBe(false);
  expect(isPlainSelect(undefined)).toBe(false);
});

it('states a bound between 100 and 250 ms and polls well within it', () => {
  expect(MAX_STALE_MS).toBeGreaterThanOrEqual(100);
  expect(MAX_STALE_MS).toBeLessThanOrEqual(250);
  expect(POLL_MS * 2).toBeLessThanOrEqual(MAX_STALE_MS);
});

forEachDatabase('hotel version board', (ctx) => {
  it('answers repeated reads from memory: one query for the first, one poll, none for the next hundred', async () => {
    const { db, state } = countingDb(ctx().database.db);
    const board = new HotelVersionBoard({ db, writes: new WriteTracker(), ...manualTime() });
    // Before any good poll the board does not answer: each read reads.
    await board.read(HOTEL);
    const first = await board.read(HOTEL);
    expect(state.statements).toBe(2);
    await board.poll();
    expect(state.statements).toBe(3);
    const current = await versionOf(ctx().database);
    expect(first?.version).toBe(current);
    for (let i = 0; i < 100; i++) expect((await board.read(HOTEL))?.version).toBe(current);
    // The id spelling finds the same row; a code route does not take an id.
    expect((await board.read(String(first!.id)))?.code).toBe(HOTEL);
    expect(state.statements).toBe(3);
    expect(await board.read(String(first!.id), true)).toBeUndefined();
    expect(await board.read('no-such-hotel')).toBeUndefined();
    expect(board.stats.served).toBe(101);
  });

  it("sees a change this process commits at its next read, autocommit or in a transaction, with no poll", async () => {
    const handle = ctx().database;
    const board = new HotelVersionBoard({ db: handle.db, writes: handle.writes, ...manualTime() });
    const before = (await primed(board))?.version;
    expect((await board.read(HOTEL))?.version).toBe(before);
    expect(board.stats.served).toBe(1);
    await query(handle, bumpSql);
    const afterAutocommit = await versionOf(handle);
    expect(afterAutocommit).toBeGreaterThan(before!);
    expect((await board.read(HOTEL))?.version).toBe(afterAutocommit);
    await bumpInTransaction(handle);
    const afterTransaction = await versionOf(handle);
    expect(afterTransaction).toBeGreaterThan(afterAutocommit);
    expect((await board.read(HOTEL))?.version).toBe(afterTransaction);
    // Plain reads leave the board's rows fresh.
    const fallbacks = board.stats.fallbacks;
    await query(handle, `select 1`);
    expect((await board.read(HOTEL))?.version).toBe(afterTransaction);
    expect(board.stats.fallbacks).toBe(fallbacks);
  });

  it('sees a change committed elsewhere once its row is MAX_STALE_MS old, and at the next poll', async () => {
    const handle = ctx().database;
    const { time, now } = manualTime();
    const { db, state } = countingDb(handle.db);
    // Its own tracker hears nothing of the writes below: they are another process's.
    const board = new HotelVersionBoard({ db, writes: new WriteTracker(), now });
    const before = (await primed(board))?.version;
    await query(handle, bumpSql);
    const after = await versionOf(handle);
    time.ms += MAX_STALE_MS;
    expect((await board.read(HOTEL))?.version).toBe(before); // still within the bound
    expect(state.statements).toBe(2);
    time.ms += 1;
    expect((await board.read(HOTEL))?.version).toBe(after); // past it: read for the request
    expect(state.statements).toBe(3);

    await board.poll();
    await query(handle, bumpSql);
    const later = await versionOf(handle);
    await board.poll();
    expect(state.statements).toBe(5);
    expect((await board.read(HOTEL))?.version).toBe(later); // the poll brought it, no read
    expect(state.statements).toBe(5);
  });

  it('polls on its own timer and keeps rows fresh with no request reading', async () => {
    const handle = ctx().database;
    const { db, state } = countingDb(handle.db);
    const board = new HotelVersionBoard({ db, writes: new WriteTracker(), pollMs: 20, maxStaleMs: 2000 });
    await board.read(HOTEL);
    board.start();
    try {
      await query(handle, bumpSql);
      const after = await versionOf(handle);
      await expect.poll(() => board.stats.polls, { timeout: 2000, interval: 10 }).toBeGreaterThanOrEqual(2);
      const reads = state.statements;
      expect((await board.read(HOTEL))?.version).toBe(after);
      expect(board.stats.fallbacks).toBe(1);
      expect(state.statements).toBe(reads);
    } finally {
      await board.stop();
    }
  });

  it('reads per request while the poll is failing, and serves from memory again once a poll succeeds', async () => {
    const handle = ctx().database;
    const { time, now } = manualTime();
    const { db, state } = countingDb(handle.db);
    const errors: unknown[] = [];
    const board = new HotelVersionBoard({ db, writes: new WriteTracker(), now, onPollError: (error) => errors.push(error) });
    await primed(board);
    time.ms += MAX_STALE_MS / 2;
    state.failNext = true;
    await board.poll();
    expect(errors).toHaveLength(1);
    expect(board.stats.pollErrors).toBe(1);
    time.ms += MAX_STALE_MS;
    // No good poll for longer than the bound: every read goes to the database and sees a change at once.
    const start = state.statements;
    await board.read(HOTEL);
    await query(handle, bumpSql);
    const after = await versionOf(handle);
    expect((await board.read(HOTEL))?.version).toBe(after);
    expect((await board.read(HOTEL))?.version).toBe(after);
    expect(state.statements - start).toBe(3);
    // The channel is back: one poll, then memory again.
    await board.poll();
    const polled = state.statements;
    for (let i = 0; i < 10; i++) expect((await board.read(HOTEL))?.version).toBe(after);
    expect(state.statements).toBe(polled);
  });

  it('drops a hotel the poll no longer finds, and follows a changed code', async () => {
    const handle = ctx().database;
    const board = new HotelVersionBoard({ db: handle.db, writes: new WriteTracker(), ...manualTime() });
    const head = await primed(board);
    await query(handle, `update hotels set code = 'kyoto-gion-renamed' where code = '${HOTEL}'`);
    try {
      await board.poll();
      // The old code is no longer served from memory, and reading it finds nothing.
      expect(await board.read(HOTEL)).toBeUndefined();
      expect((await board.read(String(head!.id)))?.code).toBe('kyoto-gion-renamed');
    } finally {
      await query(handle, `update hotels set code = '${HOTEL}' where code = 'kyoto-gion-renamed'`);
    }
  });

  it("is what the app's cached reads use: a repeated search is answered without reading the version", async () => {
    const app = ctx().app;
    const session = await openClientSession(app);
    const url = `/api/v1/hotels/${HOTEL}/rooms?checkin=2026-12-08&checkout=2026-12-10`;
    const headers = { 'client-session': session };
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    // On a busy machine more than MAX_STALE_MS can pass between a poll and the next request's
    // read, and the board then rightly reads the version itself (it failed so once in CI, under
    // a load average of 8): such a try says nothing, and is made again. A read within the
    // window that still goes to the database fails the test.
    for (let attempt = 1; ; attempt++) {
      const polled = performance.now();
      await app.hotelVersions.poll(); // the timer's poll may be late on a busy machine
      const served = app.hotelVersions.stats.served;
      const again = await app.inject({ method: 'GET', url, headers });
      expect(again.headers['x-cache']).toBe('hit');
      if (app.hotelVersions.stats.served === served + 1) break;
      expect(performance.now() - polled, 'a read within the freshness window went to the database').toBeGreaterThan(MAX_STALE_MS);
      expect(attempt, 'no try read within the freshness window').toBeLessThan(5);
    }
  });
}, { seed: true, now: NOW, postgres: { why: 'commits through the driver\'s own autocommit and transaction paths, and polls over a pool of connections' } });
