// JSON schemas of GET and PUT .../reservations/{number}/update_settings. The shape is checked here
// (code 1000 naming the field); what may change is checked by core/domain checkUpdate.
import { MAX_ROOMS_PER_BOOKING, occupancy } from '../schema.ts';

export { reservationParams, reservationQuery, type ReservationParams, type ReservationQuery } from '../schema.ts';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const CODE = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

const room = {
  type: 'object',
  required: ['room_index', 'room_plan_code', 'adults'],
  additionalProperties: false,
  properties: {
    /** The booked room this line changes (room_index of GET update_settings). */
    room_index: { type: 'integer', minimum: 0, maximum: MAX_ROOMS_PER_BOOKING - 1 },
    room_plan_code: CODE,
    /** Optional; when given it must be the room plan's room type. */
    room_type_code: CODE,
    ...occupancy,
  },
} as const;

export const updateBody = {
  type: 'object',
  required: ['checkin_date', 'checkout_date', 'rooms', 'confirm'],
  additionalProperties: false,
  properties: {
    checkin_date: DATE,
    checkout_date: DATE,
    rooms: { type: 'array', minItems: 1, maxItems: MAX_ROOMS_PER_BOOKING, items: room },
    confirm: { type: 'boolean' },
    /** The new total the guest saw in the quote; required when confirm is true. */
    expected_total: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    /** A sandbox card token paying an increase on a card reservation. */
    card_token: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export interface UpdateRoomBody {
  room_index: number;
  room_plan_code: string;
  room_type_code?: string;
  adults: number;
  kids_tiers?: Array<{ code: string; children: number }>;
  kids_ages?: number[];
}

export interface UpdateBody {
  checkin_date: string;
  checkout_date: string;
  rooms: UpdateRoomBody[];
  confirm: boolean;
  expected_total?: number;
  card_token?: string;
}
