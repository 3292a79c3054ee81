// The integration suites' PGlite databases start from dumps that the test apps of a worker share
// in memory (tests/support/pglite-dump.ts): each must start on exactly what was dumped, and what
// one writes must reach neither the dump nor any database started from it later. The suites
// would not notice otherwise: most of them pass on a starting state that is merely close.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query, startTestApp, type TestApp } from '../support/app.ts';
import { DumpFs, readDump, TEST_START_PARAMS, writeDump, type Dump } from '../support/pglite-dump.ts';

let test: TestApp;
let dir: string;
let dump: Dump;
const opened: DatabaseHandle[] = [];

/** A new database on `dump`, started as startTestApp starts one. */
async function openDump(): Promise<DatabaseHandle> {
  const database = await createDatabase({ ...test.config, pglite: { fs: new DumpFs(dump), startParams: [...TEST_START_PARAMS] } });
  opened.push(database);
  return database;
}

const digest = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** Every row of the table in the order it lies on disk, with where it lies. */
const ON_DISK = 'select ctid::text, * from dumped order by ctid';
const onDisk = (database: DatabaseHandle) => query(database, ON_DISK);
const SEQUENCE = 'select last_value, is_called from dumped_id_seq';

beforeAll(async () => {
  test = await startTestApp('pglite');
  await query(test.database, 'create table dumped (id serial primary key, note text)');
  await query(test.database, `insert into dumped (note) select 'row ' || n from generate_series(1, 500) n`);
  await query(test.database, 'delete from dumped where id % 7 = 0');
  if (test.database.raw.kind !== 'pglite') throw new Error('expected PGlite');
  dir = mkdtempSync(join(tmpdir(), 'noren-dump-test-'));
  writeDump(test.database.raw.client, join(dir, 'dumped.tar'));
  dump = readDump(join(dir, 'dumped.tar'));
});

afterAll(async () => {
  for (const database of opened) await database.close();
  await test?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('starts on what was dumped, as PGlite loadDataDir does: the same rows in the same places, the same sequence', async () => {
  const database = await openDump();
  // Postgres logs a sequence 32 values ahead and replays the dump's log at start, so the
  // sequence is compared with PGlite's own reading of the dump rather than with the dumped one.
  const loaded = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: new Blob([dump.bytes]) });
  try {
    const rows = await onDisk(database);
    expect(rows).toHaveLength(429);
    expect(rows).toEqual(await onDisk(test.database));
    expect(rows).toEqual((await loaded.query(ON_DISK)).rows);
    expect(await query(database, SEQUENCE)).toEqual((await loaded.query(SEQUENCE)).rows);
  } finally {
    await loaded.close();
  }
  expect(await query(database, `select current_setting('shared_buffers') as buffers`)).toEqual([{ buffers: '32MB' }]);
});

it('keeps what one database writes from the dump and from the next database started on it', async () => {
  const before = digest(dump.bytes);
  const expected = await onDisk(test.database);
  const first = await openDump();
  // Writes of every kind: new files, appends, rewrites in place, a table rewritten whole.
  await query(first, `insert into dumped (note) select 'more ' || n from generate_series(1, 20000) n`);
  await query(first, `update dumped set note = 'changed' where id < 100`);
  await query(first, 'vacuum full dumped');
  await query(first, 'create table scratch (n int)');
  await query(first, 'checkpoint');
  expect(digest(dump.bytes)).toBe(before);
  const next = await openDump();
  expect(await onDisk(next)).toEqual(expected);
  expect(await query(next, `select to_regclass('scratch') as scratch`)).toEqual([{ scratch: null }]);
});
