// What travels on the `noren_events` channel: one JSON object per change, sent with pg_notify in
// the transaction that makes the change, so it is delivered when (and only if) the change commits,
// to every API process's listener. The pay-links module sends `pay_link`; the kiosk module `alert`.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

export const EVENTS_CHANNEL = 'noren_events';

export type LiveEvent =
  | { type: 'pay_link'; hotelId: number; paymentNumber: string; status: string }
  | { type: 'alert'; hotelId: number; alertId: number; deviceId: number; status: 'open' | 'acknowledged' };

/** Queues `event` for delivery at the commit of the transaction `tx` runs in. */
export async function notifyEvent(tx: Executor, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

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
    return { type: 'pay_link', hotelId: e.hotelId, paymentNumber: e.paymentNumber, status: e.status };
  }
  if (e.type === 'alert' && isId(e.hotelId) && isId(e.alertId) && isId(e.deviceId) && (e.status === 'open' || e.status === 'acknowledged')) {
    return { type: 'alert', hotelId: e.hotelId, alertId: e.alertId, deviceId: e.deviceId, status: e.status };
  }
  return null;
}
