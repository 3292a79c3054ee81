// One database type for both drivers: PGlite (embedded) and node-postgres share drizzle's
// PgDatabase, so repositories are written once and take either the database or a transaction.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is a PgDatabase too; repositories accept either and never open their own. */
export type Executor = Database;
export type DatabaseKind = 'pglite' | 'postgres';
