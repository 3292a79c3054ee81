// The sold-out refusal of a booking (409 naming the nights and the rooms or plans short): read
// before the booking's transaction, and again when taking the stock comes up short in it.
import { ErrorCode, NorenError, type CreateReservationRequest, type PriceBreakdown, type SoldOutPayload } from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { loadRoomPlans, type RoomPlanInfo } from '../repository/index.ts';
import { combine, shortNights, type NightNeed } from './stock.ts';

/**
 * The sold-out refusal when a night of the selection has too few rooms (or plan stock) left, read
 * only. Nights without an inventory row and dates pricing would refuse are left to pricing, which
 * names them better.
 */
export async function soldOutEarly(tx: Executor, hotelId: number, body: CreateReservationRequest, known?: ReadonlyMap<string, RoomPlanInfo>): Promise<NorenError | null> {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!valid(body.checkin_date) || !valid(body.checkout_date)) return null;
  const roomPlans = known ?? (await loadRoomPlans(tx, hotelId, body.rooms.map((r) => r.room_plan_code)));
  const dates = eachDate(body.checkin_date, body.checkout_date, body.is_day_use === true);
  const rooms: NightNeed[] = [];
  for (const r of body.rooms) {
    const info = roomPlans.get(r.room_plan_code);
    if (!info) return null;
    for (const date of dates) rooms.push({ id: info.room_type_id, date, count: 1 });
  }
  const needs = combine(rooms);
  if (needs.length === 0) return null;
  const result = await tx.execute(sql`
    select need.room_type_id as id, need.stay_date::text as date
      from unnest(${`{${needs.map((n) => n.id).join(',')}}`}::int[], ${`{${needs.map((n) => n.date).join(',')}}`}::date[], ${`{${needs.map((n) => n.count).join(',')}}`}::int[]) as need(room_type_id, stay_date, n)
      join inventory i on i.room_type_id = need.room_type_id and i.stay_date = need.stay_date
      where i.total - i.sold < need.n
      order by need.stay_date`);
  const short = (result as unknown as { rows: Array<{ id: number; date: string }> }).rows;
  return short.length > 0 ? soldOut(tx, body, roomPlans, { rooms: short, plans: [] }) : null;
}

export function needsOf(price: PriceBreakdown, lines: readonly RoomPlanInfo[]): { rooms: NightNeed[]; plans: NightNeed[] } {
  const rooms: NightNeed[] = [];
  const plans: NightNeed[] = [];
  price.rooms.forEach((line, i) => {
    // A day-use stay holds its day's room: its one "night" is the check-in date.
    for (const night of line.nights) {
      rooms.push({ id: lines[i].room_type_id, date: night.date, count: 1 });
      plans.push({ id: lines[i].plan_id, date: night.date, count: 1 });
    }
  });
  return { rooms: combine(rooms), plans: combine(plans) };
}

/** The 409 that names the nights short of rooms (or of plan stock). */
export async function soldOut(
  tx: Executor,
  body: CreateReservationRequest,
  roomPlans: ReadonlyMap<string, RoomPlanInfo>,
  known: { rooms: Array<{ id: number; date: string }>; plans: Array<{ id: number; date: string }> } | null,
): Promise<NorenError> {
  let short = known;
  if (!short) {
    const dates = eachDate(body.checkin_date, body.checkout_date, body.is_day_use === true);
    const rooms: NightNeed[] = [];
    const plans: NightNeed[] = [];
    for (const r of body.rooms) {
      const info = roomPlans.get(r.room_plan_code);
      if (!info) continue;
      for (const date of dates) {
        rooms.push({ id: info.room_type_id, date, count: 1 });
        plans.push({ id: info.plan_id, date, count: 1 });
      }
    }
    short = await shortNights(tx, combine(rooms), combine(plans));
  }
  const infos = [...roomPlans.values()];
  const dates = [...new Set([...short.rooms, ...short.plans].map((s) => s.date))].sort();
  const roomTypeCodes = [...new Set(short.rooms.map((s) => infos.find((i) => i.room_type_id === s.id)?.room_type_code).filter((c): c is string => !!c))];
  const planCodes = [...new Set(short.plans.map((s) => infos.find((i) => i.plan_id === s.id)?.hotel_plan_code).filter((c): c is string => !!c))];
  const firstRoom = body.rooms.findIndex((r) => {
    const info = roomPlans.get(r.room_plan_code);
    return info && (roomTypeCodes.includes(info.room_type_code) || planCodes.includes(info.hotel_plan_code));
  });
  const payload: SoldOutPayload = { field: `rooms.${Math.max(firstRoom, 0)}.room_plan_code`, reason: 'sold_out', dates, room_type_codes: roomTypeCodes, hotel_plan_codes: planCodes };
  const when = dates.length > 0 ? dates.join(', ') : 'the selected dates';
  return new NorenError(ErrorCode.invalid, {
    httpStatus: 409,
    payload: { ...payload },
    message: `Sold out: no room is left for ${when}. Please choose other dates or another room.`,
  });
}

/** The stay's nights (a day use: its one day), at most 400. */
export function eachDate(checkin: string, checkout: string, dayUse: boolean): string[] {
  if (dayUse || checkout <= checkin) return [checkin];
  const out: string[] = [];
  for (let d = new Date(`${checkin}T00:00:00Z`); d.toISOString().slice(0, 10) < checkout && out.length < 400; d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}
