// The accounts that sign in (spec part 1 §3 "Guest and member", "Logged-in user"; §6 roles):
// members of a brand, organisation (corporate) users, facility staff, and the bearer sessions
// they open. Passwords are stored as argon2id hashes and tokens as SHA-256 only, so a database
// dump can neither sign anybody in nor reveal a password.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language, StaffRole } from '@noren/core/domain';
import { hotelBrands } from './brands.ts';
import { hotels } from './hotels.ts';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** lower(trim(email)): one account per address and brand, whatever its case. */
    emailNormalised: text('email_normalised').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 'NM' and 8 digits, shown to the member and to the hotel. */
    membershipId: text('membership_id').notNull(),
    locale: text('locale').$type<Language>().notNull().default('en'),
    promotionsOptIn: boolean('promotions_opt_in').notNull().default(false),
    /** Null while provisional: the member has not followed the sign-up mail's link yet. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    failedSignIns: smallint('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('members_brand_email_uq').on(t.brandId, t.emailNormalised),
    uniqueIndex('members_membership_id_uq').on(t.membershipId),
    uniqueIndex('members_confirmation_token_uq').on(t.confirmationTokenHash),
  ],
);

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    /** The organization_id of /organization-sign-in?organization_id=. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    programId: integer('program_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('organisations_brand_code_uq').on(t.brandId, t.code)],
);

export const organisationUsers = pgTable(
  'organisation_users',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<'admin' | 'member'>().notNull(),
    failedSignIns: smallint('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('organisation_users_account_uq').on(t.organisationId, t.accountId),
    check('organisation_users_role_ck', sql`${t.role} in ('admin', 'member')`),
  ],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    /** Null: every hotel of the brand. */
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailNormalised: text('email_normalised').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    failedSignIns: smallint('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_users_email_uq').on(t.emailNormalised),
    index('staff_users_brand_idx').on(t.brandId),
    check('staff_users_role_ck', sql`${t.role} in ('manager', 'front_desk')`),
  ],
);

export type AccountKind = 'member' | 'organisation' | 'staff';

export const accountSessions = pgTable(
  'account_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    organisationUserId: integer('organisation_user_id').references(() => organisationUsers.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_sessions_token_uq').on(t.tokenHash),
    index('account_sessions_member_idx').on(t.memberId),
    index('account_sessions_organisation_user_idx').on(t.organisationUserId),
    index('account_sessions_staff_user_idx').on(t.staffUserId),
    // Exactly one owner, and the one the kind names.
    check(
      'account_sessions_owner_ck',
      sql`(${t.kind} = 'member' and ${t.memberId} is not null and ${t.organisationUserId} is null and ${t.staffUserId} is null)
        or (${t.kind} = 'organisation' and ${t.organisationUserId} is not null and ${t.memberId} is null and ${t.staffUserId} is null)
        or (${t.kind} = 'staff' and ${t.staffUserId} is not null and ${t.memberId} is null and ${t.organisationUserId} is null)`,
    ),
  ],
);
