// What travels on the `noren_events` channel: one JSON object per change, sent with pg_notify in
// the transaction that makes the change, so it is delivered when (and only if) the change commits,
// to every API process's listener. The pay-links module sends `pay_link`; the kiosk module `alert`;
// a device's revocation and a session's sign-out send `revoked`, which no client ever hears: each
// process's hub closes the streams opened with that credential (live/event-hub.ts).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

export const EVENTS_CHANNEL = 'noren_events';

/** A change at one hotel, passed to the streams of that hotel that accept it. */
export type HotelEvent =
  /** `shownTo`: the kiosk devices that show this link (modules/kiosk records them); only they hear it of the devices. */
  | { type: 'pay_link'; hotelId: number; paymentNumber: string; status: string; shownTo: number[] }
  | { type: 'alert'; hotelId: number; alertId: number; deviceId: number; status: 'open' | 'acknowledged' };

/** Whose credential opened a stream: a kiosk device, or a staff session (account_sessions.id). */
export interface StreamCredential {
  kind: 'device' | 'session';
  id: number;
}

/** The credential is revoked (or signed out): every stream it opened ends, in every process. */
export type Revocation = { type: 'revoked' } & StreamCredential;

export type LiveEvent = HotelEvent | Revocation;

/** Queues `event` for delivery at the commit of the transaction `tx` runs in (at once outside one). */
export async function notifyEvent(tx: Executor, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Ends the streams `credential` opened, in every process, once `tx` commits. */
export const notifyRevoked = (tx: Executor, credential: StreamCredential): Promise<void> => notifyEvent(tx, { type: 'revoked', kind: credential.kind, id: credential.id });

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;
/** The devices a link is shown to: a short list of ids (a NOTIFY payload is at most 8000 bytes). */
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.length <= 200 && v.every(isId);

/** The event a payload names, or null for anything else (another sender's junk never reaches a client). */
export function parseEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  if (e.type === 'pay_link' && isId(e.hotelId) && isText(e.paymentNumber) && isText(e.status)) {
    // A sender from before `shownTo` (a process of the previous release) shows its link to no device.
    const shownTo = isIdList(e.shownTo) ? e.shownTo : [];
    return { type: 'pay_link', hotelId: e.hotelId, paymentNumber: e.paymentNumber, status: e.status, shownTo };
  }
  if (e.type === 'alert' && isId(e.hotelId) && isId(e.alertId) && isId(e.deviceId) && (e.status === 'open' || e.status === 'acknowledged')) {
    return { type: 'alert', hotelId: e.hotelId, alertId: e.alertId, deviceId: e.deviceId, status: e.status };
  }
  if (e.type === 'revoked' && (e.kind === 'device' || e.kind === 'session') && isId(e.id)) {
    return { type: 'revoked', kind: e.kind, id: e.id };
  }
  return null;
}
