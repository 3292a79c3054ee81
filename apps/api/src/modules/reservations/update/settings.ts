// What GET update_settings answers: whether the reservation may still change, and why not, with
// the bounds the form needs (spec part 2 §7.4 GET update_settings; §8.4 3014 3016).
import { ErrorCode, PAYMENT_TYPE_RULES, type UpdateRefusal, type UpdateSettingsView } from '@noren/core/domain';
import type { HotelRow } from '../../hotels/index.ts';
import type { ReservationGraph, ReservationRow } from '../repository/index.ts';
import type { UpdateContext } from './context.ts';

const REASON_CODES: Record<UpdateRefusal, { code: number; message_key: string }> = {
  cancelled: { code: ErrorCode.invalid, message_key: 'codes.1000' },
  travel_agency: { code: ErrorCode.forbidden, message_key: 'codes.9403' },
  staff_altered: { code: ErrorCode.originalReservationChanged, message_key: 'codes.3014' },
  payment_pending: { code: ErrorCode.reservationBeingPaid, message_key: 'codes.3016' },
  update_deadline_passed: { code: ErrorCode.invalid, message_key: 'messages.updateDeadlinePassed' },
};

/** Paid in full by card: a change of price is charged or refunded on the card (settle.ts). */
export const paidByCard = (r: ReservationRow): boolean =>
  PAYMENT_TYPE_RULES[r.paymentType].charge === 'total' && r.paymentStatus === 'captured' && r.gatewayPaymentId !== null && r.chargeAmount > 0;

export function settingsOf(hotel: HotelRow, g: ReservationGraph, ctx: UpdateContext): UpdateSettingsView {
  const r = g.reservation;
  const reason = ctx.refusal;
  return {
    reservation_number: r.reservationNumber,
    status: r.status,
    updatable: reason === null,
    reason,
    reason_code: reason ? REASON_CODES[reason].code : null,
    message_key: reason ? REASON_CODES[reason].message_key : null,
    redirect_url: reason === 'travel_agency' ? hotel.url : null,
    update_deadline_at: ctx.deadline.at,
    update_deadline_source: ctx.deadline.source,
    min_nights: r.isDayUse ? 0 : ctx.minNights,
    is_day_use: r.isDayUse,
    checkin_date: r.checkinDate,
    checkout_date: r.checkoutDate,
    nights: r.nights,
    currency: r.currency,
    total_price: r.totalPrice,
    payment_type: r.paymentType,
    paid_by_card: paidByCard(r),
    rooms: g.rooms.map((room) => ({
      room_index: room.roomIndex,
      room_type_code: room.roomTypeCode,
      room_plan_code: room.roomPlanCode,
      hotel_plan_code: room.hotelPlanCode,
      room_type_name: room.roomTypeName,
      plan_name: room.planName,
      adults: room.adults,
      children: room.children.length,
      kids_tiers: room.kidsTiers,
      kids_ages: room.children.map((c) => c.age),
      guest: { first_name: room.guestFirstName, last_name: room.guestLastName, first_name_kana: room.guestFirstNameKana, last_name_kana: room.guestLastNameKana },
    })),
    plan_options: ctx.options.map(({ ids: _i, room_type_translations: _t, plan_translations: _p, ...o }) => o),
    max_guests_per_room: hotel.maxGuestsPerRoom,
    can_remove_rooms: g.rooms.length > 1,
    can_reduce_nights: !r.isDayUse && r.nights > ctx.minNights,
  };
}
