// A booking is priced by the very code that priced the guest's selection: the body becomes the
// query of GET /rooms/price and goes through the search module's priceSelection, so the booking
// can never price differently from what the widget showed for the same data. Field names in its
// refusals are renamed to the booking body's (rooms[0][room_plan_code] -> rooms.0.room_plan_code).
import { NorenError, type Clock, type CreateReservationRequest, type PriceBreakdown } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { priceSelection } from '../../search/index.ts';
import type { RawQuery } from '../../search/index.ts';
import { GUEST, type SearchViewer } from '../../search/index.ts';

export function priceQuery(body: CreateReservationRequest): RawQuery {
  const q: RawQuery = { checkin: body.checkin_date, checkout: body.checkout_date };
  if (body.is_day_use) q.is_day_use = 'true';
  body.rooms.forEach((room, i) => {
    q[`rooms[${i}][adults]`] = String(room.adults);
    const tiers = (room.kids_tiers ?? []).filter((t) => t.children > 0);
    if (tiers.length > 0) q[`rooms[${i}][kids_tiers]`] = tiers.map((t) => `${t.code}:${t.children}`).join(',');
    if (room.kids_ages && room.kids_ages.length > 0) q[`rooms[${i}][kids_ages]`] = room.kids_ages.join(',');
    q[`rooms[${i}][room_plan_code]`] = room.room_plan_code;
  });
  if (body.coupon_code?.trim()) q.coupon_code = body.coupon_code.trim();
  if (body.promo_code?.trim()) q.promo_code = body.promo_code.trim();
  if (body.mcp_currency) q.mcp_currency = body.mcp_currency;
  (body.extras ?? []).forEach((e, k) => {
    q[`extras[${k}][extra_id]`] = String(e.extra_id);
    q[`extras[${k}][quantity]`] = String(e.quantity);
    q[`extras[${k}][room]`] = String(e.room ?? 0);
    if (e.date) q[`extras[${k}][date]`] = e.date;
  });
  return q;
}

const ROOM_FIELDS = new Set(['adults', 'children', 'kids_tiers', 'kids_age_range', 'kids_ages', 'room_plan_code']);

/** The booking body's name for a field of the price query. */
export function bodyField(field: string): string {
  if (field === 'checkin') return 'checkin_date';
  if (field === 'checkout') return 'checkout_date';
  if (ROOM_FIELDS.has(field)) return `rooms.0.${field}`;
  const bracketed = /^(rooms|extras)\[(\d+)\](?:\[(\w+)\])?$/.exec(field);
  if (bracketed) return [bracketed[1], bracketed[2], bracketed[3]].filter(Boolean).join('.');
  return field;
}

/** `viewer`: the booking's owner as search sees them, so a member pays the member rate shown to them. */
export async function priceBooking(tx: Executor, clock: Clock, hotelId: number, body: CreateReservationRequest, viewer: SearchViewer = GUEST): Promise<PriceBreakdown> {
  try {
    return await priceSelection(tx, clock, String(hotelId), priceQuery(body), viewer);
  } catch (error) {
    if (!(error instanceof NorenError) || typeof error.payload?.field !== 'string') throw error;
    const explicit = error.message !== error.title ? error.message : undefined;
    throw new NorenError(error.code, {
      payload: { ...error.payload, field: bodyField(error.payload.field) },
      httpStatus: error.httpStatus,
      ...(explicit !== undefined && { message: explicit }),
    });
  }
}
