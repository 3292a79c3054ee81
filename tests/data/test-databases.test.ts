// The integration suites' PGlite databases start from dumps that the test apps of a worker share
// in memory (tests/support/pglite-dump.ts): each must start on exactly what PGlite's own
// dumpDataDir and loadDataDir would give it, and what one writes must reach neither the dump nor
// any database started from it later. The suites would not notice otherwise: most of them pass on
// a starting state that is merely close.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query, startTestApp, type TestApp } from '../support/app.ts';
import { openDump, readDump, saveDump, type Dump } from '../support/pglite-dump.ts';

let test: TestApp;
let dir: string;
let dump: Dump;
/** The same database through PGlite's own dumpDataDir and loadDataDir. */
let byPglite: PGlite;
const opened: DatabaseHandle[] = [];

async function open(): Promise<DatabaseHandle> {
  const database = await openDump(test.config, dump);
  opened.push(database);
  return database;
}

/** Every row of the table in the order it lies on disk, with where it lies. */
const ON_DISK = 'select ctid::text, * from dumped order by ctid';
/** The sequence as the next insert finds it; replaying the log moves it up to 32 values ahead. */
const SEQUENCE = 'select last_value, log_cnt, is_called from dumped_id_seq';
/** What the next transaction and the next object created get. */
const COUNTERS = `select txid_current()::text as xid, (select max(oid)::int from pg_class) as last_oid`;

const digest = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

beforeAll(async () => {
  test = await startTestApp('pglite');
  await query(test.database, 'create table dumped (id serial primary key, note text)');
  await query(test.database, `insert into dumped (note) select 'row ' || n from generate_series(1, 500) n`);
  await query(test.database, 'delete from dumped where id % 7 = 0');
  if (test.database.raw.kind !== 'pglite') throw new Error('expected PGlite');
  const own = await test.database.raw.client.dumpDataDir('none');
  byPglite = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: own });
  dir = mkdtempSync(join(tmpdir(), 'noren-dump-test-'));
  await saveDump(test.database, test.config, join(dir, 'dumped.tar'));
  dump = readDump(join(dir, 'dumped.tar'));
});

afterAll(async () => {
  for (const database of opened) await database.close();
  await byPglite?.close();
  await test?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('starts where PGlite loadDataDir starts: the same rows in the same places, sequence and counters', async () => {
  const database = await open();
  const rows = await query(database, ON_DISK);
  expect(rows).toHaveLength(429);
  expect(rows).toEqual(await query(test.database, ON_DISK));
  expect(rows).toEqual((await byPglite.query(ON_DISK)).rows);
  expect(await query(database, SEQUENCE)).toEqual((await byPglite.query(SEQUENCE)).rows);
  expect(await query(database, COUNTERS)).toEqual((await byPglite.query(COUNTERS)).rows);
  expect(await query(database, `select current_setting('shared_buffers') as buffers`)).toEqual([{ buffers: '32MB' }]);
});

it('keeps what one database writes from the dump and from the next database started on it', async () => {
  const before = digest(dump.bytes);
  const first = await open();
  const expected = await query(first, ON_DISK);
  // Writes of every kind: new files, appends, rewrites in place, a table rewritten whole.
  await query(first, `insert into dumped (note) select 'more ' || n from generate_series(1, 20000) n`);
  await query(first, `update dumped set note = 'changed' where id < 100`);
  await query(first, 'vacuum full dumped');
  await query(first, 'create table scratch (n int)');
  await query(first, 'checkpoint');
  expect(digest(dump.bytes)).toBe(before);
  const next = await open();
  expect(await query(next, ON_DISK)).toEqual(expected);
  expect(await query(next, `select to_regclass('scratch') as scratch`)).toEqual([{ scratch: null }]);
});
