// One repository writes the reservation's tables (ARCHITECTURE.md "The reservation module"): this
// scans apps/api/src for an INSERT, UPDATE or DELETE of them, in SQL text or through Drizzle,
// anywhere outside modules/reservations/repository/, and fails on any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema/index.ts';

const SRC = fileURLToPath(new URL('../../../', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('./', import.meta.url));

/** The reservation's tables, by export name and SQL name: reservations, reservation_* and payment_refunds. */
const OWNED = Object.entries(schema)
  .filter(([, value]) => is(value, Table))
  .map(([name, table]) => ({ name, sqlName: getTableName(table as Table) }))
  .filter((t) => t.sqlName === 'reservations' || t.sqlName.startsWith('reservation_') || t.sqlName === 'payment_refunds');

const alternatives = (names: readonly string[]) => names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const SQL_WRITE = new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(?:${alternatives(OWNED.map((t) => t.sqlName))})"?(?![\\w])`, 'gi');
const DRIZZLE_WRITE = new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:${alternatives(OWNED.map((t) => t.name))})\\s*[,)]`, 'g');

/** Comments may describe writes; code may not do them. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The writes of the reservation's tables in `source`, each with its line number. */
function writesIn(source: string): Array<{ line: number; text: string }> {
  const code = withoutComments(source);
  const found: Array<{ line: number; text: string }> = [];
  for (const pattern of [SQL_WRITE, DRIZZLE_WRITE]) {
    for (const match of code.matchAll(pattern)) {
      found.push({ line: code.slice(0, match.index).split('\n').length, text: match[0].replace(/\s+/g, ' ') });
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('writes of the reservation tables', () => {
  it('knows the tables it guards', () => {
    expect(OWNED.map((t) => t.sqlName).sort()).toEqual(expect.arrayContaining(['payment_refunds', 'reservation_nights', 'reservation_rooms', 'reservations']));
  });

  it('happen only in modules/reservations/repository/', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => !file.startsWith(REPOSITORY))
      .flatMap((file) => writesIn(readFileSync(file, 'utf8')).map((w) => `${relative(SRC, file)}:${w.line}: ${w.text}`));
    expect(outside).toEqual([]);
  });

  it('are found in SQL text and in Drizzle calls, and reads and locks are not', () => {
    const fixture = [
      'await tx.execute(sql`update reservations set status = ${to} where id = ${id}`);',
      'await tx.execute(sql`',
      '  DELETE FROM reservation_nights where reservation_id = ${id}`);',
      'await tx.execute(sql`insert into "payment_refunds" (amount) values (1)`);',
      'await db.insert(paymentRefunds).values(row);',
      'await tx.update( reservationRooms ).set({ adults: 2 });',
      'await tx.delete(reservations).where(eq(reservations.id, id));',
      // Not writes of the reservation's tables:
      'await tx.execute(sql`select id from reservations where id = ${id} for update`);',
      'await tx.update(inventory).set({ sold: 1 });',
      'await tx.execute(sql`update reservation_stats_view set n = 1`);',
      '// update reservations set status = cancelled (a comment)',
    ].join('\n');
    expect(writesIn(fixture).map((w) => w.line)).toEqual([1, 3, 4, 5, 6, 7]);
  });
});
