// Demo accounts of the brand "Noren Hotels" (README "Demo data and credentials"): two members,
// two organisations with their users, and two staff accounts. Written only where missing, so
// re-running the seed neither duplicates them nor resets a password someone changed; only the
// missing ones cost an argon2 hash.
import { and, eq } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Argon2Params } from '../argon2.ts';
import type { Database } from '../db/database.ts';
import { hotelBrands, hotels, members, organisationUsers, organisations, staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { normaliseEmail } from '../modules/members/index.ts';

export const DEMO_MEMBERS = [
  { email: 'member@noren.example', password: 'Noren-Member-1', firstName: 'Hanako', lastName: 'Sato', membershipId: 'NM00000001', locale: 'ja' as const },
  { email: 'member2@noren.example', password: 'Noren-Member-2', firstName: 'Taro', lastName: 'Suzuki', membershipId: 'NM00000002', locale: 'en' as const },
];

export const DEMO_ORGANISATIONS = [
  {
    code: 'acme',
    name: 'ACME Travel Co., Ltd.',
    displayName: 'ACME Travel',
    users: [
      { accountId: 'acme-admin', password: 'Acme-Admin-1', name: 'ACME Administrator', role: 'admin' as const },
      { accountId: 'acme-booker', password: 'Acme-Booker-1', name: 'ACME Booker', role: 'member' as const },
    ],
  },
  {
    code: 'globex',
    name: 'Globex Corporation',
    displayName: 'Globex',
    users: [
      { accountId: 'globex-admin', password: 'Globex-Admin-1', name: 'Globex Administrator', role: 'admin' as const },
      { accountId: 'globex-booker', password: 'Globex-Booker-1', name: 'Globex Booker', role: 'member' as const },
    ],
  },
];

export const DEMO_STAFF = [
  { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1', name: 'Kyoto Gion Front Desk', role: 'front_desk' as const, hotelCode: 'kyoto-gion' },
  { email: 'manager@noren.example', password: 'Noren-Manager-1', name: 'Noren Manager', role: 'manager' as const, hotelCode: null },
];

export async function seedAccounts(db: Database, clock: Clock, brandCode: string, argon2: Argon2Params): Promise<void> {
  const [brand] = await db.select({ id: hotelBrands.id }).from(hotelBrands).where(eq(hotelBrands.code, brandCode)).limit(1);
  if (!brand) return;
  const now = clock.now();

  for (const m of DEMO_MEMBERS) {
    const email = normaliseEmail(m.email);
    const [existing] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brand.id), eq(members.emailNormalised, email))).limit(1);
    if (existing) continue;
    await db
      .insert(members)
      .values({
        brandId: brand.id, email: m.email, emailNormalised: email, passwordHash: await hashPassword(m.password, argon2), firstName: m.firstName, lastName: m.lastName,
        membershipId: m.membershipId, locale: m.locale, promotionsOptIn: false, confirmedAt: now, createdAt: now, updatedAt: now,
      })
      .onConflictDoNothing();
  }

  for (const o of DEMO_ORGANISATIONS) {
    await db.insert(organisations).values({ brandId: brand.id, code: o.code, name: o.name, displayName: o.displayName, programId: null, createdAt: now }).onConflictDoNothing();
    const [organisation] = await db.select({ id: organisations.id }).from(organisations).where(and(eq(organisations.brandId, brand.id), eq(organisations.code, o.code))).limit(1);
    if (!organisation) continue;
    for (const u of o.users) {
      const [existing] = await db
        .select({ id: organisationUsers.id })
        .from(organisationUsers)
        .where(and(eq(organisationUsers.organisationId, organisation.id), eq(organisationUsers.accountId, u.accountId)))
        .limit(1);
      if (existing) continue;
      await db
        .insert(organisationUsers)
        .values({ organisationId: organisation.id, accountId: u.accountId, passwordHash: await hashPassword(u.password, argon2), name: u.name, role: u.role, createdAt: now })
        .onConflictDoNothing();
    }
  }

  for (const s of DEMO_STAFF) {
    const email = normaliseEmail(s.email);
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.emailNormalised, email)).limit(1);
    if (existing) continue;
    let hotelId: number | null = null;
    if (s.hotelCode !== null) {
      const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, s.hotelCode)).limit(1);
      if (!hotel) continue;
      hotelId = hotel.id;
    }
    await db
      .insert(staffUsers)
      .values({ brandId: brand.id, hotelId, email: s.email, emailNormalised: email, passwordHash: await hashPassword(s.password, argon2), name: s.name, role: s.role, createdAt: now })
      .onConflictDoNothing();
  }
}
