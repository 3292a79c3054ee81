// The sold-out refusal of an update (409 naming the nights short of rooms or plan stock), as a
// booking words it (booking/sold-out.ts) but over the update's plan options.
import { ErrorCode, NorenError, type UpdateRequest } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { combine, shortNights, type NightNeed } from '../booking/stock.ts';
import type { PlanOption } from './context.ts';

/** The 409 naming the nights short of rooms (or of plan stock), read without taking anything when not known. */
export async function soldOut(tx: Executor, body: UpdateRequest, lines: readonly PlanOption[], known: { rooms: Array<{ id: number; date: string }>; plans: Array<{ id: number; date: string }> } | null): Promise<NorenError> {
  let short = known;
  if (!short) {
    const dates = stayDates(body.checkin_date, body.checkout_date);
    const rooms: NightNeed[] = [];
    const plans: NightNeed[] = [];
    lines.forEach((info) => {
      for (const date of dates) {
        rooms.push({ id: info.ids.room_type_id, date, count: 1 });
        plans.push({ id: info.ids.plan_id, date, count: 1 });
      }
    });
    short = await shortNights(tx, combine(rooms), combine(plans));
  }
  const dates = [...new Set([...short.rooms, ...short.plans].map((s) => s.date))].sort();
  const roomTypeCodes = [...new Set(short.rooms.map((s) => lines.find((l) => l.ids.room_type_id === s.id)?.room_type_code).filter((c): c is string => !!c))];
  const planCodes = [...new Set(short.plans.map((s) => lines.find((l) => l.ids.plan_id === s.id)?.hotel_plan_code).filter((c): c is string => !!c))];
  const first = lines.findIndex((l) => roomTypeCodes.includes(l.room_type_code) || planCodes.includes(l.hotel_plan_code));
  const when = dates.length > 0 ? dates.join(', ') : 'the selected dates';
  return new NorenError(ErrorCode.invalid, {
    httpStatus: 409,
    payload: { field: `rooms.${Math.max(first, 0)}.room_plan_code`, reason: 'sold_out', dates, room_type_codes: roomTypeCodes, hotel_plan_codes: planCodes },
    message: `Sold out: no room is left for ${when}. Please choose other dates or another room.`,
  });
}

function stayDates(checkin: string, checkout: string): string[] {
  if (checkout <= checkin) return [checkin];
  const out: string[] = [];
  for (let d = new Date(`${checkin}T00:00:00Z`); d.toISOString().slice(0, 10) < checkout && out.length < 400; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}
