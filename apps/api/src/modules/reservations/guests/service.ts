// GET and PUT /hotels/{id}/reservations/{number}/guests (spec part 1 §3 "Guest", part 2 §7.4):
// who stays in each room. The person who booked keeps the name given at booking ("The guest name
// cannot be changed after booking"): sending a different one is refused, naming the field. Room
// guests' names (and readings, where the hotel asks for them) may be corrected until check-out.
import { ErrorCode, invalidField, NorenError, type Clock, type Language, type ReservationGuestsView } from '@noren/core/domain';
import { validateRoomGuest } from '@noren/core/domain/guest-schema';
import type { Database, Executor } from '../../../db/database.ts';
import { findHotelById } from '../../hotels/index.ts';
import { findReservation, lockReservation, roomsOf, setRoomGuest, touchReservation, type ReservationRow } from '../repository/index.ts';
import { openReservation, type Access } from '../access/open.ts';
import { assertChangeable } from './changeable.ts';
import type { GuestNamesView, GuestsBody } from '@noren/core/contract';

/** The names a guests body gives (kana optional). */
type NameFields = Omit<GuestNamesView, 'first_name_kana' | 'last_name_kana'> & Partial<Pick<GuestNamesView, 'first_name_kana' | 'last_name_kana'>>;

async function viewOf(db: Executor, row: ReservationRow, kanaUsed: boolean, editable: boolean): Promise<ReservationGuestsView> {
  const rooms = await roomsOf(db, row.id);
  return {
    reservation_number: row.reservationNumber,
    status: row.status,
    kana_used: kanaUsed,
    editable,
    guest: { first_name: row.firstName, last_name: row.lastName, first_name_kana: row.firstNameKana, last_name_kana: row.lastNameKana },
    rooms: rooms.map((r) => ({
      reservation_hotel_room_id: r.id, index: r.roomIndex, room_type_name: r.roomTypeName, plan_name: r.planName, adults: r.adults,
      first_name: r.guestFirstName, last_name: r.guestLastName, first_name_kana: r.guestFirstNameKana, last_name_kana: r.guestLastNameKana,
    })),
  };
}

async function hotelOf(db: Executor, row: ReservationRow) {
  const hotel = await findHotelById(db, row.hotelId);
  if (!hotel) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  return { timeZone: hotel.timeZone, kanaUsed: hotel.kanjiNameRequired && row.language === 'ja' };
}

function isEditable(row: ReservationRow, timeZone: string, clock: Clock): boolean {
  try {
    assertChangeable(row, timeZone, clock);
    return true;
  } catch {
    return false;
  }
}

export async function getGuests(db: Executor, clock: Clock, hotelRef: string, number: string, access: Access): Promise<ReservationGuestsView> {
  const row = await openReservation(db, hotelRef, number, access);
  const hotel = await hotelOf(db, row);
  return viewOf(db, row, hotel.kanaUsed, isEditable(row, hotel.timeZone, clock));
}

const clean = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/** Anything sent for the representative must be what was booked; leaving a field out is fine. */
function checkRepresentative(row: ReservationRow, guest: Partial<NameFields> | undefined): void {
  if (!guest) return;
  const booked: Record<keyof NameFields, string | null> = {
    first_name: row.firstName, last_name: row.lastName, first_name_kana: row.firstNameKana, last_name_kana: row.lastNameKana,
  };
  for (const key of Object.keys(booked) as Array<keyof NameFields>) {
    if (!(key in guest)) continue;
    if (clean(guest[key]) !== booked[key]) {
      throw invalidField(`guest.${key}`, 'cannot_change', {}, 'The name of the guest who booked cannot be changed after booking.');
    }
  }
}

function checkRooms(body: GuestsBody, roomIds: ReadonlySet<number>, language: Language, kanaUsed: boolean): void {
  const seen = new Set<number>();
  (body.rooms ?? []).forEach((room, i) => {
    if (!roomIds.has(room.reservation_hotel_room_id)) throw invalidField(`rooms.${i}.reservation_hotel_room_id`, 'unknown_room');
    if (seen.has(room.reservation_hotel_room_id)) throw invalidField(`rooms.${i}.reservation_hotel_room_id`, 'duplicate_room');
    seen.add(room.reservation_hotel_room_id);
    const [problem] = validateRoomGuest({ first_name: room.first_name, last_name: room.last_name, first_name_kana: room.first_name_kana ?? null, last_name_kana: room.last_name_kana ?? null }, language);
    if (problem) throw invalidField(`rooms.${i}.${problem.field}`, problem.reason, { message_key: problem.messageKey, ...problem.params });
    if (kanaUsed) {
      for (const key of ['first_name_kana', 'last_name_kana'] as const) {
        if (!clean(room[key])) throw invalidField(`rooms.${i}.${key}`, 'required', { message_key: 'validation.required' });
      }
    }
  });
}

export async function updateGuests(db: Database, clock: Clock, hotelRef: string, number: string, access: Access, body: GuestsBody): Promise<ReservationGuestsView> {
  const found = await openReservation(db, hotelRef, number, access);
  const hotel = await hotelOf(db, found);
  return db.transaction(async (tx) => {
    await lockReservation(tx, found.id);
    const row = (await findReservation(tx, { hotelId: found.hotelId, id: found.id }))!;
    assertChangeable(row, hotel.timeZone, clock);
    checkRepresentative(row, body.guest);
    const rooms = await roomsOf(tx, row.id);
    checkRooms(body, new Set(rooms.map((r) => r.id)), row.language, hotel.kanaUsed);
    const now = clock.now();
    for (const room of body.rooms ?? []) {
      await setRoomGuest(tx, row.id, room.reservation_hotel_room_id, {
        guestFirstName: room.first_name.trim(),
        guestLastName: room.last_name.trim(),
        guestFirstNameKana: hotel.kanaUsed ? clean(room.first_name_kana) : null,
        guestLastNameKana: hotel.kanaUsed ? clean(room.last_name_kana) : null,
      });
    }
    if ((body.rooms ?? []).length > 0) await touchReservation(tx, row.id, now);
    return viewOf(tx, row, hotel.kanaUsed, true);
  });
}
