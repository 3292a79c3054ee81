// JSON schemas of GET and PUT /hotels/{id}/reservations/{number}/guests.
import { GUEST_LIMITS } from '@noren/core/domain';

export { reservationParams, reservationQuery, type ReservationParams, type ReservationQuery } from '../schema.ts';

const name = { type: 'string', maxLength: GUEST_LIMITS.name * 2 } as const;
const nullableName = { type: ['string', 'null'], maxLength: GUEST_LIMITS.name * 2 } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const guestsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Only to be echoed back unchanged: the representative's name is fixed at booking. */
    guest: {
      type: 'object',
      additionalProperties: false,
      properties: { first_name: name, last_name: name, first_name_kana: nullableName, last_name_kana: nullableName },
    },
    rooms: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['reservation_hotel_room_id', 'first_name', 'last_name'],
        additionalProperties: false,
        properties: { reservation_hotel_room_id: id, first_name: name, last_name: name, first_name_kana: nullableName, last_name_kana: nullableName },
      },
    },
  },
} as const;

export interface NameFields {
  first_name: string;
  last_name: string;
  first_name_kana?: string | null;
  last_name_kana?: string | null;
}

export interface GuestsBody {
  guest?: Partial<NameFields>;
  rooms?: Array<NameFields & { reservation_hotel_room_id: number }>;
}
