// Kiosk devices: a manager issues a one-time pairing code for a named device, the tablet pairs
// with it and keeps the credential it gets back, every device call is checked here
// (requireDevice), and a manager may revoke a device at any time.
import type { FastifyRequest } from 'fastify';
import { KIOSK_DEVICE_HEADER, KIOSK_PAIRING_CODE_TTL_MINUTES, type IssuePairingCodeResult, type KioskDeviceRow, type KioskDeviceSelf } from '@noren/core/contract';
import { ErrorCode, NorenError, type Clock } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { findHotelById, type HotelRow } from '../hotels/index.ts';
import { findDeviceByCredential, insertPendingDevice, listDevices, pairByCode, revokeDevice, touchDevice, type DeviceRow } from './repository.ts';
import { hashSecret, newCredential, newPairingCode, normalisePairingCode } from './tokens.ts';

/** A device that passed requireDevice: what the device calls need of it. */
export interface DeviceContext {
  id: number;
  hotelId: number;
  name: string;
  isDemo: boolean;
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
  };
}

export function deviceSelf(row: Pick<DeviceRow, 'id' | 'name' | 'isDemo'>, hotel: HotelRow): KioskDeviceSelf {
  return {
    id: row.id,
    name: row.name,
    hotel: { id: hotel.id, code: hotel.code, name: hotel.name, time_zone: hotel.timeZone, currency: hotel.currency },
    demo: row.isDemo,
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
  return { id: row.id, hotelId: row.hotelId, name: row.name, isDemo: row.isDemo };
}

export async function issuePairingCode(db: Executor, clock: Clock, hotel: HotelRow, staffId: number, name: string): Promise<IssuePairingCodeResult> {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new NorenError(ErrorCode.invalid, { payload: { field: 'name', reason: 'required' } });
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + KIOSK_PAIRING_CODE_TTL_MINUTES * 60_000);
  const code = newPairingCode();
  const row = await insertPendingDevice(db, { hotelId: hotel.id, name: trimmed, codeHash: hashSecret(normalisePairingCode(code)), expiresAt, staffId, now });
  return { device: deviceRow(row), pairing_code: code, expires_at: expiresAt.toISOString() };
}

/** Pairs the tablet that typed a live code; the credential is returned this once. */
export async function pairDevice(db: Executor, clock: Clock, typed: string): Promise<{ device: KioskDeviceSelf; credential: string }> {
  const credential = newCredential();
  const row = await pairByCode(db, hashSecret(normalisePairingCode(typed)), hashSecret(credential), clock.now());
  // Wrong, used, revoked and expired codes answer alike: a guesser learns nothing.
  if (!row) throw new NorenError(ErrorCode.invalid, { payload: { field: 'code', reason: 'pairing_code_invalid' }, message: 'This pairing code is not valid. Ask the front desk for a new one.' });
  const hotel = await findHotelById(db, row.hotelId);
  return { device: deviceSelf(row, hotel!), credential };
}

export async function hotelDevices(db: Executor, hotel: HotelRow): Promise<KioskDeviceRow[]> {
  return (await listDevices(db, hotel.id)).map(deviceRow);
}

export async function revoke(db: Executor, clock: Clock, hotel: HotelRow, deviceId: number): Promise<KioskDeviceRow> {
  const row = await revokeDevice(db, hotel.id, deviceId, clock.now());
  if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'kiosk_device' } });
  return deviceRow(row);
}

/** A manager only: front-desk staff see devices but do not pair or revoke them. */
export function requireManager(role: 'manager' | 'front_desk'): void {
  if (role !== 'manager') throw new NorenError(ErrorCode.forbidden, { payload: { reason: 'manager_only' }, message: 'Only a manager may pair or revoke kiosks.' });
}
