// Reads of organisations and their users. Functions take the database or a transaction.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { organisationUsers, organisations } from '../../db/schema/index.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationUserRow = typeof organisationUsers.$inferSelect;

export async function findOrganisationUser(
  db: Executor,
  brandId: number,
  organisationCode: string,
  accountId: string,
): Promise<{ user: OrganisationUserRow; organisation: OrganisationRow } | undefined> {
  const [row] = await db
    .select({ user: organisationUsers, organisation: organisations })
    .from(organisationUsers)
    .innerJoin(organisations, eq(organisations.id, organisationUsers.organisationId))
    .where(and(eq(organisations.brandId, brandId), eq(organisations.code, organisationCode), eq(organisationUsers.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findOrganisationUserById(db: Executor, id: number): Promise<{ user: OrganisationUserRow; organisation: OrganisationRow } | undefined> {
  const [row] = await db
    .select({ user: organisationUsers, organisation: organisations })
    .from(organisationUsers)
    .innerJoin(organisations, eq(organisations.id, organisationUsers.organisationId))
    .where(eq(organisationUsers.id, id))
    .limit(1);
  return row;
}
