// Kiosk devices: a manager issues a one-time pairing code for a named device, the tablet pairs
// with it and keeps the credential it gets back, every device call is checked here
// (requireDevice), and a manager may revoke a device at any time.
import type { FastifyRequest } from 'fastify';
import { KIOSK_DEVICE_HEADER, KIOSK_PAIRING_CODE_TTL_MINUTES, type IssuePairingCodeResult, type KioskDeviceRow, type KioskDeviceSelf } from '@noren/core/contract';
import { ErrorCode, NorenError, type Clock } from '@noren/core/domain';
import type { Database, Executor } from '../../db/database.ts';
import { notifyRevoked } from '../../live/events.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { findHotelById, type HotelRow } from '../hotels/index.ts';
import { findDeviceByCredential, insertPendingDevice, listDevices, pairByCode, revokeDevice, setPrinter, touchDevice, type DeviceRow } from './repository.ts';
import { hashSecret, newCredential, newPairingCode, normalisePairingCode } from './tokens.ts';

/** A device that passed requireDevice: what the device calls need of it. */
export interface DeviceContext {
  id: number;
  hotelId: number;
  name: string;
  isDemo: boolean;
  /** The manager's printer setting: the device may fetch receipts to print. */
  printer: boolean;
}

export const deviceInvalid = () =>
  new NorenError(ErrorCode.unauthorized, { payload: { reason: 'device_invalid' }, message: 'This kiosk is not paired. Ask the front desk for a pairing code.' });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function deviceRow(row: DeviceRow): KioskDeviceRow {
  return {
    id: row.id,
    name: row.name,
    status: row.status as KioskDeviceRow['status'],
    created_at: row.createdAt.toISOString(),
    // A pending device whose code ran out keeps its past expiry: staff revoke it or issue another.
    code_expires_at: row.status === 'pending' ? iso(row.codeExpiresAt) : null,
    paired_at: iso(row.pairedAt),
    last_seen_at: iso(row.lastSeenAt),
    revoked_at: iso(row.revokedAt),
    printer: row.printerConfigured,
  };
}

export function deviceSelf(row: Pick<DeviceRow, 'id' | 'name' | 'isDemo' | 'printerConfigured'>, hotel: HotelRow): KioskDeviceSelf {
  return {
    id: row.id,
    name: row.name,
    hotel: { id: hotel.id, code: hotel.code, name: hotel.name, time_zone: hotel.timeZone, currency: hotel.currency },
    demo: row.isDemo,
    printer: row.printerConfigured,
  };
}

/**
 * The device whose credential the request carries: a missing, unknown or revoked one is 401
 * (reason device_invalid), so the kiosk returns to its pairing screen. Records the last contact.
 */
export async function requireDevice(db: Executor, clock: Clock, request: FastifyRequest): Promise<DeviceContext> {
  const header = request.headers[KIOSK_DEVICE_HEADER];
  const credential = typeof header === 'string' ? header.trim() : '';
  if (credential.length < 16 || credential.length > 200) throw deviceInvalid();
  const row = await findDeviceByCredential(db, hashSecret(credential));
  if (!row) throw deviceInvalid();
  await touchDevice(db, row.id, clock.now());
  return { id: row.id, hotelId: row.hotelId, name: row.name, isDemo: row.isDemo, printer: row.printerConfigured };
}

/** Who acts, from where: written with each pairing, revocation and acknowledgement (the audit log). */
export interface Acting {
  actor: AuditActor;
  clientAddress: string | null;
}

export async function issuePairingCode(db: Database, clock: Clock, hotel: HotelRow, staffId: number, name: string, acting: Acting): Promise<IssuePairingCodeResult> {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new NorenError(ErrorCode.invalid, { payload: { field: 'name', reason: 'required' } });
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + KIOSK_PAIRING_CODE_TTL_MINUTES * 60_000);
  const code = newPairingCode();
  const row = await db.transaction(async (tx) => {
    const made = await insertPendingDevice(tx, { hotelId: hotel.id, name: trimmed, codeHash: hashSecret(normalisePairingCode(code)), expiresAt, staffId, now });
    await recordAudit(tx, {
      brandId: hotel.brandId, at: now, ...acting, action: 'kiosk_device.issue_code',
      target: { type: 'kiosk_device', id: made.id }, parameters: { hotel: hotel.code, name: trimmed, expires_at: expiresAt.toISOString() },
    });
    return made;
  });
  return { device: deviceRow(row), pairing_code: code, expires_at: expiresAt.toISOString() };
}

/** Pairs the tablet that typed a live code; the credential is returned this once. */
export async function pairDevice(db: Database, clock: Clock, typed: string, clientAddress: string | null): Promise<{ device: KioskDeviceSelf; credential: string }> {
  const credential = newCredential();
  const now = clock.now();
  const paired = await db.transaction(async (tx) => {
    const row = await pairByCode(tx, hashSecret(normalisePairingCode(typed)), hashSecret(credential), now);
    if (!row) return null;
    const hotel = (await findHotelById(tx, row.hotelId))!;
    await recordAudit(tx, {
      brandId: hotel.brandId, at: now, clientAddress, action: 'kiosk_device.pair',
      actor: { kind: 'system', id: null, display: `kiosk device "${row.name}" (#${row.id})`, role: null },
      target: { type: 'kiosk_device', id: row.id }, parameters: { hotel: hotel.code },
    });
    return { row, hotel };
  });
  // Wrong, used, revoked and expired codes answer alike: a guesser learns nothing.
  if (!paired) throw new NorenError(ErrorCode.invalid, { payload: { field: 'code', reason: 'pairing_code_invalid' }, message: 'This pairing code is not valid. Ask the front desk for a new one.' });
  return { device: deviceSelf(paired.row, paired.hotel), credential };
}

export async function hotelDevices(db: Executor, hotel: HotelRow): Promise<KioskDeviceRow[]> {
  return (await listDevices(db, hotel.id)).map(deviceRow);
}

export async function revoke(db: Database, clock: Clock, hotel: HotelRow, deviceId: number, acting: Acting): Promise<KioskDeviceRow> {
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const revoked = await revokeDevice(tx, hotel.id, deviceId, now);
    if (revoked) {
      await recordAudit(tx, { brandId: hotel.brandId, at: now, ...acting, action: 'kiosk_device.revoke', target: { type: 'kiosk_device', id: revoked.id }, parameters: { hotel: hotel.code, name: revoked.name } });
      // On commit every API process closes the device's open live streams (live/event-hub.ts).
      await notifyRevoked(tx, { kind: 'device', id: revoked.id });
    }
    return revoked;
  });
  if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'kiosk_device' } });
  return deviceRow(row);
}

/** A manager's device settings: whether the tablet has a printer for receipts (a revoked device's stay as they were: 404). */
export async function updateSettings(db: Database, clock: Clock, hotel: HotelRow, deviceId: number, printer: boolean, acting: Acting): Promise<KioskDeviceRow> {
  const row = await db.transaction(async (tx) => {
    const updated = await setPrinter(tx, hotel.id, deviceId, printer);
    if (updated) {
      await recordAudit(tx, {
        brandId: hotel.brandId, at: clock.now(), ...acting, action: 'kiosk_device.settings',
        target: { type: 'kiosk_device', id: updated.id }, parameters: { hotel: hotel.code, name: updated.name, printer },
      });
    }
    return updated;
  });
  if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'kiosk_device' } });
  return deviceRow(row);
}

/** A manager only: front-desk staff see devices but do not pair or revoke them. */
export function requireManager(role: 'manager' | 'front_desk'): void {
  if (role !== 'manager') throw new NorenError(ErrorCode.forbidden, { payload: { reason: 'manager_only' }, message: 'Only a manager may pair or revoke kiosks.' });
}
