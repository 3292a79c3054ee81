// PGlite and node-postgres give the repositories the same values: this suite is what makes running
// the other integration suites on PGlite alone safe (tests/support/app.ts, PostgresOptIn). Both
// databases are opened side by side and every check runs the same statement on each, comparing
// the answers with each other and with the value expected:
//   - the migrations leave the same tables, columns, types, defaults and triggers;
//   - every column type of the Drizzle schema (apps/api/src/db/schema) round-trips through
//     insert ... returning, select, update ... returning and delete ... returning, nulls included
//     (a type added to the schema fails the coverage check until it is added here);
//   - transactions roll back, savepoints too, and on conflict do nothing returns nothing;
//   - raw `db.execute` rows: the one known difference (int8 is a number on PGlite and a string on
//     node-postgres) is pinned, so raw SQL must cast counts and bigints (`::int`), as it does.
import { eq, sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, getTableConfig, integer, jsonb, numeric, PgTable, pgTable, serial, smallint, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { createPostgresDatabase } from '../support/app.ts';

/** One column of each kind the schema uses, built the way the schema builds it. */
const parity = pgTable('driver_parity', {
  id: serial('id').primaryKey(),
  // The audit log's key (a bigserial read as a number).
  seq: bigserial('seq', { mode: 'number' }),
  code: text('code').notNull().unique(),
  note: text('note'),
  count: integer('count'),
  rank: smallint('rank'),
  amount: bigint('amount', { mode: 'number' }),
  rate: numeric('rate', { precision: 20, scale: 10 }),
  size: numeric('size', { precision: 7, scale: 2, mode: 'number' }),
  active: boolean('active'),
  stayDate: date('stay_date', { mode: 'string' }),
  openDates: date('open_dates', { mode: 'string' }).array(),
  labels: text('labels').array(),
  at: timestamp('at', { withTimezone: true }),
  body: jsonb('body'),
});

const CREATE = `create table driver_parity (
  id serial primary key, seq bigserial, code text not null unique, note text, count integer, rank smallint, amount bigint,
  rate numeric(20, 10), size numeric(7, 2), active boolean, stay_date date, open_dates date[], labels text[],
  at timestamptz, body jsonb)`;

/** The kinds covered above, as Drizzle names them (array element kinds after the angle bracket). */
const COVERED = new Set(Object.values(getTableConfig(parity).columns).map(kindOf));

function kindOf(column: PgColumn): string {
  const base = (column as unknown as { baseColumn?: PgColumn }).baseColumn;
  const zone = (column as unknown as { withTimezone?: boolean }).withTimezone ? ' with time zone' : '';
  return base ? `${column.columnType}<${base.columnType}>` : `${column.columnType}${zone}`;
}

const FULL = {
  code: 'full',
  note: 'Noren 暖簾 — "quoted", \\backslash\\, emoji 🏯',
  count: -2_147_483_648,
  rank: 32_767,
  // Money in minor units, up to the largest integer a JS number holds exactly.
  amount: 9_007_199_254_740_991,
  rate: '1234567890.0123456789',
  size: 12.5,
  active: false,
  stayDate: '2028-02-29',
  openDates: ['2027-01-02', '2027-12-31'],
  labels: ['a', 'b,c', 'd"e', 'f\\g', '{h}', '日本', ''],
  at: new Date('2027-03-04T05:06:07.891Z'),
  body: { name: { en: 'Gion', ja: '祇園' }, list: [1, 2.5, -3, null, true, 'x'], empty: {}, nested: [[{ a: null }]], big: 9_007_199_254_740_991 },
};
const EMPTY = {
  code: 'empty', note: null, count: null, rank: null, amount: null, rate: null, size: null, active: null,
  stayDate: null, openDates: null, labels: null, at: null, body: null,
};

describe('driver parity: PGlite and PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  let dropPostgres: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const config = loadConfig({ NOREN_DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
    const postgres = await createPostgresDatabase();
    dropPostgres = postgres.drop;
    handles.push(await createDatabase({ dataDir: ':memory:', databaseUrl: null }), await createDatabase({ dataDir: ':memory:', databaseUrl: postgres.url, poolSize: 2 }));
    for (const handle of handles) {
      await migrateDatabase(handle, config.migrationsDir);
      await handle.db.execute(sql.raw(CREATE));
    }
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await dropPostgres?.();
  });

  /** Runs `run` on each database and returns the answers, PGlite first. */
  const onBoth = async <T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<[T, T]> => {
    expect(handles.map((h) => h.kind)).toEqual(['pglite', 'postgres']);
    return [await run(handles[0]!), await run(handles[1]!)];
  };
  const raw = async <Row>(handle: DatabaseHandle, statement: ReturnType<typeof sql>) =>
    ((await handle.db.execute(statement)) as unknown as { rows: Row[] }).rows;

  it('migrates to the same tables, columns, defaults and triggers', async () => {
    const [pglite, postgres] = await onBoth(async (h) => ({
      columns: await raw(h, sql`select table_name, column_name, data_type, udt_name, is_nullable, column_default, numeric_precision, numeric_scale
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
      triggers: await raw(h, sql`select event_object_table, trigger_name, action_timing, event_manipulation
        from information_schema.triggers where trigger_schema = 'public' order by 1, 2, 4`),
      indexes: await raw(h, sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`),
    }));
    expect(pglite.columns.length).toBeGreaterThan(100);
    expect(pglite.triggers.length).toBeGreaterThan(0);
    expect(pglite).toEqual(postgres);
  });

  it('covers every column kind the schema uses', () => {
    const used = new Set<string>();
    for (const table of Object.values(schema)) {
      if (table instanceof PgTable) for (const column of getTableConfig(table).columns) used.add(kindOf(column));
    }
    expect([...used].filter((kind) => !COVERED.has(kind)).sort()).toEqual([]);
  });

  it('round-trips every column kind, and nulls, through insert, select, update and delete with returning', async () => {
    const [pglite, postgres] = await onBoth(async ({ db }) => {
      const inserted = await db.insert(parity).values([FULL, EMPTY]).returning();
      const selected = await db.select().from(parity).orderBy(parity.id);
      const updated = await db.update(parity).set({ amount: -500, labels: [], openDates: [], body: 'a jsonb string', active: true }).where(eq(parity.code, 'empty')).returning();
      const deleted = await db.delete(parity).where(eq(parity.code, 'empty')).returning({ code: parity.code, amount: parity.amount, labels: parity.labels, body: parity.body });
      const left = await db.select({ code: parity.code }).from(parity);
      await db.delete(parity);
      return { inserted, selected, updated, deleted, left };
    });
    expect(pglite.inserted).toEqual([{ id: expect.any(Number), seq: expect.any(Number), ...FULL }, { id: expect.any(Number), seq: expect.any(Number), ...EMPTY }]);
    expect(pglite.selected).toEqual(pglite.inserted);
    expect(pglite.selected[0]!.at).toBeInstanceOf(Date);
    expect(pglite.updated).toEqual([{ ...pglite.inserted[1], amount: -500, labels: [], openDates: [], body: 'a jsonb string', active: true }]);
    expect(pglite.deleted).toEqual([{ code: 'empty', amount: -500, labels: [], body: 'a jsonb string' }]);
    expect(pglite.left).toEqual([{ code: 'full' }]);
    expect(pglite).toEqual(postgres);
  });

  it('rolls back a failed transaction and a failed savepoint, and returns nothing on a conflict left alone', async () => {
    const [pglite, postgres] = await onBoth(async ({ db }) => {
      const failed = await db.transaction(async (tx) => {
        await tx.insert(parity).values({ code: 'rolled-back' });
        throw new Error('refused');
      }).catch((error: Error) => error.message);
      await db.transaction(async (tx) => {
        await tx.insert(parity).values({ code: 'outer' });
        await tx.transaction(async (inner) => {
          await inner.insert(parity).values({ code: 'inner' });
          throw new Error('inner refused');
        }).catch(() => undefined);
      });
      const conflict = await db.insert(parity).values({ code: 'outer' }).onConflictDoNothing({ target: parity.code }).returning();
      const duplicate = await db.insert(parity).values({ code: 'outer' }).then(() => 'inserted', () => 'refused');
      const codes = (await db.select({ code: parity.code }).from(parity).orderBy(parity.code)).map((r) => r.code);
      await db.delete(parity);
      return { failed, conflict, duplicate, codes };
    });
    expect(pglite).toEqual({ failed: 'refused', conflict: [], duplicate: 'refused', codes: ['outer'] });
    expect(pglite).toEqual(postgres);
  });

  it('parses raw rows alike once bigints are cast, and dates and timestamps as the same strings', async () => {
    const statement = sql`select count(*)::int as n, 9007199254740991::bigint::text as big, 1::int as i, 2::smallint as s,
      '2027-01-02'::date as d, '2027-01-02T03:04:05.678Z'::timestamptz as t, 1.50::numeric(7, 2) as num,
      '{"a": [1, "x", null], "b": true}'::jsonb as j, true as bo, array['a', 'b,c']::text[] as ta, array[1, 2]::int[] as ia,
      null::text as nothing, extract(timezone from '2027-01-02T03:04:05Z'::timestamptz)::int as utc_offset
      from (values (1), (2), (3)) v(x)`;
    const [pglite, postgres] = await onBoth((h) => raw<Record<string, unknown>>(h, statement));
    expect(pglite).toEqual([{
      n: 3, big: '9007199254740991', i: 1, s: 2, d: '2027-01-02', t: '2027-01-02 03:04:05.678+00', num: '1.50',
      j: { a: [1, 'x', null], b: true }, bo: true, ta: ['a', 'b,c'], ia: [1, 2], nothing: null, utc_offset: 0,
    }]);
    expect(pglite).toEqual(postgres);
  });

  it('differs on an uncast int8 (PGlite: number, node-postgres: string), which is why raw SQL casts it', async () => {
    const [pglite, postgres] = await onBoth((h) => raw<{ n: unknown }>(h, sql`select count(*) as n from (values (1), (2)) v(x)`));
    expect(pglite).toEqual([{ n: 2 }]);
    expect(postgres).toEqual([{ n: '2' }]);
  });
});
