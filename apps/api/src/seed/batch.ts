// Bulk inserts for the nightly tables. Each slice is one statement whose columns travel as four
// array parameters through unnest(), so a 5,000-row slice costs four bind parameters instead of
// 20,000 and no per-row SQL is built: seeding a year of rates takes about a second on PGlite.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

export const BATCH_ROWS = 5000;

export function chunk<T>(rows: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A PostgreSQL array literal of plain numbers or YYYY-MM-DD dates (nothing here needs quoting). */
export function arrayLiteral(values: ReadonlyArray<number | string>): string {
  return `{${values.join(',')}}`;
}

export interface BulkColumn<Row> {
  name: string;
  /** The element type to cast the array to, e.g. int, date, smallint, bigint. */
  type: 'int' | 'smallint' | 'bigint' | 'date';
  value: (row: Row) => number | string;
}

/** Inserts `rows` into `table` slice by slice, skipping rows whose key exists; returns rows written. */
export async function bulkInsert<Row>(db: Executor, table: string, columns: BulkColumn<Row>[], rows: readonly Row[]): Promise<number> {
  let written = 0;
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  for (const slice of chunk(rows)) {
    const arrays: SQL[] = columns.map((c) => sql`${arrayLiteral(slice.map(c.value))}::${sql.raw(c.type)}[]`);
    const result = await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)}) on conflict do nothing`,
    );
    written += affected(result);
  }
  return written;
}

/** Rows written by a statement: PGlite reports affectedRows, node-postgres rowCount. */
function affected(result: unknown): number {
  const r = result as { affectedRows?: number; rowCount?: number | null };
  return r.affectedRows ?? r.rowCount ?? 0;
}
