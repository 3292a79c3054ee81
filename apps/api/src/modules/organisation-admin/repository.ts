// The corporate admin console's own tables: contracts, hand-over tokens and exports, and the reads
// of brands and organisations it resolves `{brandId}` and `{orgId}` with. Functions take the
// database or a transaction.
import { and, asc, count, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotelBrands, organisationContracts, organisationExports, organisationHandoverTokens, organisations } from '../../db/schema/index.ts';

export type BrandRow = Pick<typeof hotelBrands.$inferSelect, 'id' | 'code' | 'name' | 'timeZone'>;
export type OrganisationRow = typeof organisations.$inferSelect;
export type ContractRow = typeof organisationContracts.$inferSelect;
export type ExportRow = typeof organisationExports.$inferSelect;

type Ref = { id: number; code?: undefined } | { id?: undefined; code: string };
const byRef = (ref: string): Ref => (/^[0-9]{1,9}$/.test(ref) ? { id: Number(ref) } : { code: ref });

export async function findBrand(db: Executor, ref: string | number): Promise<BrandRow | undefined> {
  const key: Ref = typeof ref === 'number' ? { id: ref } : byRef(ref);
  const [row] = await db
    .select({ id: hotelBrands.id, code: hotelBrands.code, name: hotelBrands.name, timeZone: hotelBrands.timeZone })
    .from(hotelBrands)
    .where(key.id !== undefined ? eq(hotelBrands.id, key.id) : eq(hotelBrands.code, key.code!))
    .limit(1);
  return row;
}

/** An organisation of the brand by id or code. */
export async function findOrganisation(db: Executor, brandId: number, ref: string): Promise<OrganisationRow | undefined> {
  const key = byRef(ref);
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.brandId, brandId), key.id !== undefined ? eq(organisations.id, key.id) : eq(organisations.code, key.code!)))
    .limit(1);
  return row;
}

export async function brandOrganisations(db: Executor, brandId: number): Promise<OrganisationRow[]> {
  return db.select().from(organisations).where(eq(organisations.brandId, brandId)).orderBy(asc(organisations.displayName), asc(organisations.id));
}

export async function findContract(db: Executor, organisationId: number): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(organisationContracts).where(eq(organisationContracts.organisationId, organisationId)).limit(1);
  return row;
}

export async function upsertContract(db: Executor, row: ContractRow): Promise<void> {
  const { organisationId: _, ...set } = row;
  await db.insert(organisationContracts).values(row).onConflictDoUpdate({ target: organisationContracts.organisationId, set });
}

// ---- Hand-over tokens --------------------------------------------------------------------------------

export async function insertHandoverToken(db: Executor, row: Omit<typeof organisationHandoverTokens.$inferInsert, 'id'>): Promise<void> {
  await db.insert(organisationHandoverTokens).values(row);
}

/**
 * Spends a live token: one UPDATE marks it used only if it is unused and unexpired, so of two
 * redeems racing, one wins. Answers the organisation user it was made for, or undefined.
 */
export async function spendHandoverToken(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(organisationHandoverTokens)
    .set({ usedAt: now })
    .where(and(eq(organisationHandoverTokens.tokenHash, tokenHash), isNull(organisationHandoverTokens.usedAt), sql`${organisationHandoverTokens.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning({ userId: organisationHandoverTokens.organisationUserId });
  return row?.userId;
}

// ---- Exports -------------------------------------------------------------------------------------------

/** Serialises an organisation's exports (the daily limit's count and the insert) in one transaction. */
export async function lockOrganisationExports(tx: Executor, organisationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x4f524745}, ${organisationId})`);
}

export async function countExportsOn(db: Executor, organisationId: number, localDay: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisationExports).where(and(eq(organisationExports.organisationId, organisationId), eq(organisationExports.localDay, localDay)));
  return Number(row?.n ?? 0);
}

export async function insertExport(db: Executor, row: Omit<typeof organisationExports.$inferInsert, 'id'>): Promise<void> {
  await db.insert(organisationExports).values(row);
}

export async function findExport(db: Executor, organisationId: number, publicId: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationExports)
    .where(and(eq(organisationExports.organisationId, organisationId), eq(organisationExports.publicId, publicId)))
    .limit(1);
  return row;
}

/** Link exports whose file is past its expiry, oldest first, locked so that two cleaners never take the same one. */
export async function takeExpiredExports(tx: Executor, now: Date, limit: number): Promise<Array<{ id: number; fileKey: string }>> {
  const rows = await tx
    .select({ id: organisationExports.id, fileKey: organisationExports.fileKey })
    .from(organisationExports)
    .where(and(isNotNull(organisationExports.fileKey), lte(organisationExports.expiresAt, now)))
    .orderBy(asc(organisationExports.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.filter((r): r is { id: number; fileKey: string } => r.fileKey !== null);
}

export async function markExportDeleted(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.update(organisationExports).set({ fileKey: null, deletedAt: now }).where(eq(organisationExports.id, id));
}
