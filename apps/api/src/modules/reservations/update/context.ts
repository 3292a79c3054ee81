// What deciding an update needs beyond the reservation itself: the original plans (their minimum
// nights and booking deadlines), the room plans of those plans the guest may switch between,
// whether staff altered the reservation, and the update deadline (core/domain update.ts).
import {
  todayInTimeZone, updateDeadline, updateRefusal, type Language, type Translations, type UpdateDeadline, type UpdatePlanOption, type UpdateRefusal,
} from '@noren/core/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { plans, reservationAlterations, roomPlans, roomTypes } from '../../../db/schema/index.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';
import type { ReservationGraph } from '../repository/index.ts';

/** A plan option as sent (UpdatePlanOption) with what writing the reservation needs. */
export interface PlanOption extends UpdatePlanOption {
  /** Ids for writing the reservation, not sent to the guest. */
  ids: { room_plan_id: number; room_type_id: number; plan_id: number };
  room_type_translations: Translations<'name' | 'description' | 'bed'>;
  plan_translations: Translations<'name' | 'description'>;
}

export interface UpdateContext {
  options: PlanOption[];
  minNights: number;
  staffAltered: boolean;
  deadline: UpdateDeadline;
  refusal: UpdateRefusal | null;
  today: string;
}

export async function loadUpdateContext(db: Executor, hotel: HotelRow, g: ReservationGraph, now: Date): Promise<UpdateContext> {
  const r = g.reservation;
  const planIds = [...new Set(g.rooms.map((room) => room.planId))];
  const planRows = planIds.length === 0 ? [] : await db
    .select({ id: plans.id, minNights: plans.minNights, days: plans.bookingDeadlineDays, hour: plans.bookingDeadlineHour })
    .from(plans)
    .where(inArray(plans.id, planIds));
  const byId = new Map(planRows.map((p) => [p.id, p]));
  const optionRows = planIds.length === 0 ? [] : await db
    .select({
      room_plan_id: roomPlans.id, room_plan_code: roomPlans.roomPlanCode, plan_id: plans.id, room_type_id: roomTypes.id,
      room_type_code: roomTypes.code, hotel_plan_code: plans.hotelPlanCode, min_adults: roomTypes.minAdults, max_adults: roomTypes.maxAdults,
      max_children: roomTypes.maxChildren, max_occupancy: roomTypes.maxOccupancy,
      room_type_translations: roomTypes.translations, plan_translations: plans.translations,
    })
    .from(roomPlans)
    .innerJoin(plans, eq(plans.id, roomPlans.planId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomPlans.roomTypeId))
    .where(and(eq(roomPlans.hotelId, hotel.id), inArray(roomPlans.planId, planIds), eq(roomPlans.active, true), eq(plans.active, true), eq(roomTypes.active, true)))
    .orderBy(asc(plans.sortOrder), asc(plans.id), asc(roomPlans.sortOrder), asc(roomPlans.id));
  const language = r.language as Language;
  const options: PlanOption[] = optionRows.map((o) => ({
    room_plan_code: o.room_plan_code, room_type_code: o.room_type_code, hotel_plan_code: o.hotel_plan_code,
    room_type_name: translated(o.room_type_translations, 'name', language, hotel.bookLanguages, o.room_type_code),
    plan_name: translated(o.plan_translations, 'name', language, hotel.bookLanguages, o.hotel_plan_code),
    min_adults: o.min_adults, max_adults: o.max_adults, max_children: o.max_children, max_occupancy: o.max_occupancy,
    ids: { room_plan_id: o.room_plan_id, room_type_id: o.room_type_id, plan_id: o.plan_id },
    room_type_translations: o.room_type_translations, plan_translations: o.plan_translations,
  }));
  const altered = await db.select({ id: reservationAlterations.id }).from(reservationAlterations).where(eq(reservationAlterations.reservationId, r.id)).limit(1);
  const deadline = updateDeadline({
    checkinDate: r.checkinDate,
    timeZone: hotel.timeZone,
    rooms: g.rooms.map((room) => {
      const plan = byId.get(room.planId);
      // A plan deleted since booking sells nothing: its nights cannot be re-sold after check-in day starts either way.
      return { policy: room.cancellationPolicy ?? null, bookingDeadlineDays: plan?.days ?? 0, bookingDeadlineHour: plan?.hour ?? null };
    }),
  });
  const staffAltered = altered.length > 0;
  return {
    options,
    // Part 1 §5: the length of stay stays at least the original plans' minimum nights.
    minNights: Math.max(1, ...planRows.map((p) => p.minNights)),
    staffAltered,
    deadline,
    refusal: updateRefusal({ status: r.status, bookingMethod: r.bookingMethod, staffAltered, deadline, now }),
    today: todayInTimeZone(now, hotel.timeZone),
  };
}
