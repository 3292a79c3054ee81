// The kiosk tables' queries (db/schema/kiosk.ts). Each takes the database or a transaction.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kioskAlerts, kioskDevices, kioskLookupWindows, kioskShownPayLinks, staffUsers } from '../../db/schema/index.ts';

export type DeviceRow = typeof kioskDevices.$inferSelect;
export type AlertRow = typeof kioskAlerts.$inferSelect;
export type AlertListRow = AlertRow & { deviceName: string; acknowledgedBy: string | null };

export async function insertPendingDevice(db: Executor, values: { hotelId: number; name: string; codeHash: string; expiresAt: Date; staffId: number; now: Date }): Promise<DeviceRow> {
  const [row] = await db
    .insert(kioskDevices)
    .values({ hotelId: values.hotelId, name: values.name, status: 'pending', pairingCodeHash: values.codeHash, codeExpiresAt: values.expiresAt, createdByStaffId: values.staffId, createdAt: values.now })
    .returning();
  return row!;
}

/**
 * Pairs the device whose live code this is, in one statement: of two tablets typing the same code,
 * one gets the device, and the code's hash is cleared so it never works again.
 */
export async function pairByCode(db: Executor, codeHash: string, credentialHash: string, now: Date): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(kioskDevices)
    .set({ status: 'paired', pairingCodeHash: null, codeExpiresAt: null, credentialHash, pairedAt: now, lastSeenAt: now })
    .where(and(eq(kioskDevices.pairingCodeHash, codeHash), eq(kioskDevices.status, 'pending'), gt(kioskDevices.codeExpiresAt, now)))
    .returning();
  return row;
}

export async function findDeviceByCredential(db: Executor, credentialHash: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(kioskDevices).where(and(eq(kioskDevices.credentialHash, credentialHash), eq(kioskDevices.status, 'paired'))).limit(1);
  return row;
}

export async function findDevice(db: Executor, hotelId: number, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(kioskDevices).where(and(eq(kioskDevices.hotelId, hotelId), eq(kioskDevices.id, id))).limit(1);
  return row;
}

export async function findDemoDevice(db: Executor, hotelId: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(kioskDevices).where(and(eq(kioskDevices.hotelId, hotelId), eq(kioskDevices.isDemo, true), eq(kioskDevices.status, 'paired'))).limit(1);
  return row;
}

export async function setCredentialHash(db: Executor, id: number, credentialHash: string): Promise<void> {
  await db.update(kioskDevices).set({ credentialHash }).where(eq(kioskDevices.id, id));
}

/** Last contact, written at most once a minute per device so a busy kiosk does not write on every call. */
export async function touchDevice(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(kioskDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(kioskDevices.id, id), sql`(${kioskDevices.lastSeenAt} is null or ${kioskDevices.lastSeenAt} < ${new Date(now.getTime() - 60_000)})`));
}

export async function listDevices(db: Executor, hotelId: number): Promise<DeviceRow[]> {
  return db.select().from(kioskDevices).where(eq(kioskDevices.hotelId, hotelId)).orderBy(desc(kioskDevices.createdAt), desc(kioskDevices.id));
}

/** The printer setting of a device of the hotel; undefined when the hotel has no such device (or it is revoked). */
export async function setPrinter(db: Executor, hotelId: number, id: number, printer: boolean): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(kioskDevices)
    .set({ printerConfigured: printer })
    .where(and(eq(kioskDevices.hotelId, hotelId), eq(kioskDevices.id, id), sql`${kioskDevices.status} <> 'revoked'`))
    .returning();
  return row;
}

/** Revokes: the credential and any unused code stop working at once. */
export async function revokeDevice(db: Executor, hotelId: number, id: number, now: Date): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(kioskDevices)
    .set({ status: 'revoked', credentialHash: null, pairingCodeHash: null, codeExpiresAt: null, revokedAt: sql`coalesce(${kioskDevices.revokedAt}, ${now})` })
    .where(and(eq(kioskDevices.hotelId, hotelId), eq(kioskDevices.id, id)))
    .returning();
  return row;
}

// ---- Alerts -----------------------------------------------------------------------------------------

/** The device's open alert, made now unless one is open already (then that one). */
export async function openAlert(db: Executor, device: { id: number; hotelId: number }, now: Date): Promise<{ alert: AlertRow; created: boolean }> {
  const [made] = await db
    .insert(kioskAlerts)
    .values({ hotelId: device.hotelId, deviceId: device.id, status: 'open', createdAt: now })
    .onConflictDoNothing({ target: kioskAlerts.deviceId, where: sql`${kioskAlerts.status} = 'open'` })
    .returning();
  if (made) return { alert: made, created: true };
  const [open] = await db.select().from(kioskAlerts).where(and(eq(kioskAlerts.deviceId, device.id), eq(kioskAlerts.status, 'open'))).limit(1);
  return { alert: open!, created: false };
}

export async function findDeviceAlert(db: Executor, deviceId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(kioskAlerts).where(and(eq(kioskAlerts.deviceId, deviceId), eq(kioskAlerts.id, id))).limit(1);
  return row;
}

const alertListColumns = {
  id: kioskAlerts.id,
  hotelId: kioskAlerts.hotelId,
  deviceId: kioskAlerts.deviceId,
  status: kioskAlerts.status,
  createdAt: kioskAlerts.createdAt,
  acknowledgedAt: kioskAlerts.acknowledgedAt,
  acknowledgedByStaffId: kioskAlerts.acknowledgedByStaffId,
  deviceName: kioskDevices.name,
  acknowledgedBy: staffUsers.name,
};

export async function listAlerts(db: Executor, hotelId: number, openOnly: boolean, limit = 200): Promise<AlertListRow[]> {
  return db
    .select(alertListColumns)
    .from(kioskAlerts)
    .innerJoin(kioskDevices, eq(kioskDevices.id, kioskAlerts.deviceId))
    .leftJoin(staffUsers, eq(staffUsers.id, kioskAlerts.acknowledgedByStaffId))
    .where(and(eq(kioskAlerts.hotelId, hotelId), openOnly ? eq(kioskAlerts.status, 'open') : undefined))
    .orderBy(desc(kioskAlerts.createdAt), desc(kioskAlerts.id))
    .limit(limit);
}

export async function findHotelAlert(db: Executor, hotelId: number, id: number): Promise<AlertListRow | undefined> {
  const [row] = await db
    .select(alertListColumns)
    .from(kioskAlerts)
    .innerJoin(kioskDevices, eq(kioskDevices.id, kioskAlerts.deviceId))
    .leftJoin(staffUsers, eq(staffUsers.id, kioskAlerts.acknowledgedByStaffId))
    .where(and(eq(kioskAlerts.hotelId, hotelId), eq(kioskAlerts.id, id)))
    .limit(1);
  return row;
}

/** Acknowledges an open alert; undefined when it was not open (already acknowledged, or not this hotel's). */
export async function acknowledgeAlert(db: Executor, hotelId: number, id: number, staffId: number, now: Date): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(kioskAlerts)
    .set({ status: 'acknowledged', acknowledgedAt: now, acknowledgedByStaffId: staffId })
    .where(and(eq(kioskAlerts.hotelId, hotelId), eq(kioskAlerts.id, id), eq(kioskAlerts.status, 'open')))
    .returning();
  return row;
}

// ---- Look-up rate limit -----------------------------------------------------------------------------

/** Counts one look-up in the device's current window and returns the window's count so far. */
export async function countLookup(db: Executor, deviceId: number, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(kioskLookupWindows)
    .values({ deviceId, windowStart, attempts: 1 })
    .onConflictDoUpdate({ target: [kioskLookupWindows.deviceId, kioskLookupWindows.windowStart], set: { attempts: sql`${kioskLookupWindows.attempts} + 1` } })
    .returning({ attempts: kioskLookupWindows.attempts });
  return row!.attempts;
}

/** Windows that ended before `before` tell nothing any more. */
export async function pruneLookupWindows(db: Executor, deviceId: number, before: Date): Promise<void> {
  await db.delete(kioskLookupWindows).where(and(eq(kioskLookupWindows.deviceId, deviceId), sql`${kioskLookupWindows.windowStart} < ${before}`));
}


export async function findDeviceById(db: Executor, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(kioskDevices).where(eq(kioskDevices.id, id)).limit(1);
  return row;
}

// ---- Pay links shown ------------------------------------------------------------------------------

/** Records that the device shows the link (made by it or reused), so it hears the link's events. */
export async function recordShownPayLink(db: Executor, deviceId: number, paymentNumber: string, now: Date): Promise<void> {
  await db.insert(kioskShownPayLinks).values({ paymentNumber, deviceId, shownAt: now }).onConflictDoNothing();
}

/** The devices that show the link. */
export async function devicesShowing(db: Executor, paymentNumber: string): Promise<number[]> {
  const rows = await db.select({ deviceId: kioskShownPayLinks.deviceId }).from(kioskShownPayLinks).where(eq(kioskShownPayLinks.paymentNumber, paymentNumber));
  return rows.map((r) => r.deviceId);
}
