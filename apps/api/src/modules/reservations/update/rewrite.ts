// The writes of a confirmed update to the rooms, nights and extras (the reservation row is
// apply.ts's updateStay).
import type { Language, PriceBreakdown, UpdateRequest } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { tierCounts, type ChildRow } from '../booking/children.ts';
import { deleteExtra, deleteNights, deleteRoom, insertNights, repriceExtra, updateRoom, type ReservationGraph } from '../repository/index.ts';
import type { PlanOption } from './context.ts';
import { roomNames } from '../booking/room-names.ts';

/** Rooms are changed in place (their ids are kept: answers and attachments point at them); nights are replaced. */
export async function rewrite(
  tx: Executor, hotel: HotelRow, g: ReservationGraph, body: UpdateRequest, price: PriceBreakdown, lines: readonly PlanOption[],
  children: readonly ChildRow[][], keptExtraIds: readonly number[],
): Promise<void> {
  const r = g.reservation;
  const language = r.language as Language;
  const kept = new Set(body.rooms.map((room) => room.room_index));
  for (const room of g.rooms) if (!kept.has(room.roomIndex)) await deleteRoom(tx, room.id);
  const keptIds = new Set(keptExtraIds);
  for (const e of g.extras) if (!keptIds.has(e.id)) await deleteExtra(tx, e.id);
  await deleteNights(tx, r.id);
  for (const [i, line] of price.rooms.entries()) {
    const info = lines[i];
    const original = g.rooms.find((x) => x.roomIndex === body.rooms[i].room_index)!;
    // The policy agreed at booking for this plan: from the booked room that had it (original plans only).
    const policy = g.rooms.find((x) => x.planId === info.ids.plan_id)?.cancellationPolicy ?? original.cancellationPolicy;
    await updateRoom(tx, original.id, {
      roomTypeId: info.ids.room_type_id,
      roomPlanId: info.ids.room_plan_id,
      planId: info.ids.plan_id,
      ...roomNames(info, language, hotel),
      adults: line.adults,
      children: children[i],
      kidsTiers: tierCounts(line.child_tiers),
      prices: line.prices,
      totalPrice: line.prices.total_price,
      cancellationPolicy: policy,
    });
    await insertNights(tx, line.nights.map((n) => ({
      reservationId: r.id, reservationRoomId: original.id, roomTypeId: info.ids.room_type_id, planId: info.ids.plan_id,
      stayDate: n.date, totalPrice: n.prices.total_price, prices: n.prices,
    })));
  }
  // Extras are priced anew with the stay (their lines carry the new amounts).
  for (const [i, line] of price.rooms.entries()) {
    const roomExtras = g.extras.filter((e) => keptIds.has(e.id) && e.roomIndex === body.rooms[i].room_index);
    for (const [k, e] of roomExtras.entries()) {
      const priced = line.extras[k];
      if (!priced) continue;
      await repriceExtra(tx, e.id, { unitPrice: priced.unit_price, priceWithoutTax: priced.prices.extra_price_without_tax, price: priced.prices.total_extra_price });
    }
  }
}
