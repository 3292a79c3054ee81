// The fee of a whole reservation: each room by its own policy (the snapshot taken at booking) and
// its own price, summed, never above the reservation's total.
import { cancellationFee, type CancellationFee, type OnlineCancelRefusal } from '@noren/core/domain';
import type { ReservationGraph } from '../repository/index.ts';

export interface ReservationFee {
  fee: number;
  currency: string;
  refusal: OnlineCancelRefusal | null;
  rooms: Array<{ room_index: number; percent: number; fee: number; stage: CancellationFee['stage']; changes_at: string | null }>;
  /** When the fee changes next (the earliest room's change), so the UI can say "until". */
  changes_at: string | null;
}

export function reservationFee(g: ReservationGraph, now: Date): ReservationFee {
  const r = g.reservation;
  const rooms = g.rooms.map((room) => {
    const f = cancellationFee({ policy: room.cancellationPolicy ?? null, checkinDate: r.checkinDate, timeZone: g.hotel.time_zone, amount: room.totalPrice, now });
    return { room_index: room.roomIndex, percent: f.percent, fee: f.fee, stage: f.stage, changes_at: f.changes_at, refusal: f.refusal };
  });
  const sum = rooms.reduce((n, x) => n + x.fee, 0);
  const changes = rooms.map((x) => x.changes_at).filter((x): x is string => x !== null).sort();
  const refusal = cancellationFee({ policy: null, checkinDate: r.checkinDate, timeZone: g.hotel.time_zone, amount: 0, now }).refusal;
  return {
    fee: Math.min(sum, r.totalPrice),
    currency: r.currency,
    refusal,
    rooms: rooms.map(({ refusal: _r, ...x }) => x),
    changes_at: changes[0] ?? null,
  };
}

/** What a cancellation keeps of a captured payment, in the charge's currency. */
export function feeCharged(charged: number, fee: number, total: number, sameCurrency: boolean): number {
  // A payment in another currency (multi-currency) keeps the same share of what was charged.
  return sameCurrency || total <= 0 ? fee : Math.ceil((charged * fee) / total);
}

/** What is refunded of a captured payment: what was charged less the fee, in the charge's currency. */
export function refundOf(charged: number, fee: number, total: number, sameCurrency: boolean): number {
  if (charged <= 0) return 0;
  return Math.max(0, charged - feeCharged(charged, fee, total, sameCurrency));
}
