// Lobby kiosk devices (migration 0014). A manager issues a pairing code (kept as a SHA-256 hash,
// valid for minutes); the tablet that enters it becomes the device and gets a credential, of
// which only the hash is kept. Revoking keeps the row (staff see it) and clears both hashes.
// kiosk_alerts are the devices' "call staff" presses until a staff member acknowledges them;
// kiosk_lookup_windows count each device's reservation look-ups per window (the rate limit lives
// in the database because any API process may serve the next look-up); kiosk_shown_pay_links are
// the pay links each device has shown as a QR, the only links whose live events it hears.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffUsers } from './accounts.ts';
import { hotels } from './hotels.ts';
import { payLinks } from './pay-links.ts';

export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** pending (code issued), paired, revoked. */
    status: text('status').notNull(),
    pairingCodeHash: text('pairing_code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    credentialHash: text('credential_hash'),
    /** The embedded demo's device, whose credential the demo call derives (modules/kiosk/demo.ts). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** A manager's setting (migration 0019): the tablet prints receipts with its browser's printer. */
    printerConfigured: boolean('printer_configured').notNull().default(false),
    createdByStaffId: integer('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('kiosk_devices_hotel_idx').on(t.hotelId),
    uniqueIndex('kiosk_devices_pairing_code_uq').on(t.pairingCodeHash),
    uniqueIndex('kiosk_devices_credential_uq').on(t.credentialHash),
    check('kiosk_devices_status_ck', sql`${t.status} in ('pending', 'paired', 'revoked')`),
  ],
);

export const kioskAlerts = pgTable(
  'kiosk_alerts',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    /** open, acknowledged. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByStaffId: integer('acknowledged_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('kiosk_alerts_hotel_idx').on(t.hotelId, t.createdAt),
    // One open alert per device: pressing again returns it rather than paging the desk twice.
    uniqueIndex('kiosk_alerts_one_open_uq').on(t.deviceId).where(sql`${t.status} = 'open'`),
    check('kiosk_alerts_status_ck', sql`${t.status} in ('open', 'acknowledged')`),
  ],
);

export const kioskLookupWindows = pgTable(
  'kiosk_lookup_windows',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ name: 'kiosk_lookup_windows_pk', columns: [t.deviceId, t.windowStart] })],
);

/**
 * The pay links a device has shown (migration 0020), made or reused: the live events of a link go
 * to these devices only (a payment number is a credential), and to the hotel's staff.
 */
export const kioskShownPayLinks = pgTable(
  'kiosk_shown_pay_links',
  {
    paymentNumber: text('payment_number')
      .notNull()
      .references(() => payLinks.paymentNumber, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'kiosk_shown_pay_links_pk', columns: [t.paymentNumber, t.deviceId] })],
);
