// JSON schemas of the reservation calls. The body's shape is checked here (a junk value is code
// 1000 naming the field); the guest rules of part 1 §5 then run from core/domain, the same yup
// schema the booking form uses. Limits are generous bounds on what reaches the database; the
// business limits (rooms per booking, guests per room) are the hotel's and are checked by pricing.
import { ANSWER_MAX_ATTACHMENTS, ANSWER_MAX_LENGTH, ATTACHMENT_ID_PATTERN, LANGUAGES, PAYMENT_TYPES, type AccessPurpose } from '@noren/core/domain';
import type { Principal } from '../../fastify.d.ts';
import { hotelRefParams } from '../hotels/index.ts';
import type { Access } from './access/open.ts';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const CODE = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const money = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const ATTACHMENT_ID = { type: 'string', pattern: ATTACHMENT_ID_PATTERN } as const;

/** At most this many rooms in one booking body; the hotel's multi-room limit is checked by pricing. */
export const MAX_ROOMS_PER_BOOKING = 20;

/** A person's names, as the booker and each room's own guest give them. */
const names = {
  first_name: text(200),
  last_name: text(200),
  first_name_kana: nullableText(200),
  last_name_kana: nullableText(200),
} as const;

const roomGuest = {
  type: 'object',
  required: ['first_name', 'last_name'],
  additionalProperties: false,
  properties: names,
} as const;

/** Who stays in a room: the booking's rooms and update_settings' rooms take the same. */
export const occupancy = {
  adults: { type: 'integer', minimum: 1, maximum: 99 },
  kids_tiers: {
    type: 'array',
    maxItems: 20,
    items: {
      type: 'object',
      required: ['code', 'children'],
      additionalProperties: false,
      properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' }, children: { type: 'integer', minimum: 0, maximum: 99 } },
    },
  },
  kids_ages: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 0, maximum: 17 } },
} as const;

/**
 * One answer to an additional question, at booking and on the booked reservation; `extra` holds
 * what only one of them takes, placed before attachment_ids so the fields keep their order.
 */
export const answerItem = <E extends object>(extra: E) => ({
  type: 'object',
  required: ['question_id'],
  additionalProperties: false,
  properties: {
    question_id: id,
    answer: nullableText(ANSWER_MAX_LENGTH),
    options: { type: 'array', maxItems: 50, items: text(200) },
    ...extra,
    attachment_ids: { type: 'array', maxItems: ANSWER_MAX_ATTACHMENTS, items: ATTACHMENT_ID },
  },
}) as const;

const room = {
  type: 'object',
  required: ['room_plan_code', 'adults'],
  additionalProperties: false,
  properties: {
    room_plan_code: CODE,
    ...occupancy,
    guest: { anyOf: [roomGuest, { type: 'null' }] },
    discounts: { type: 'array', maxItems: 10, items: { type: 'object', properties: { type: { type: 'string', enum: ['rounding', 'special'] } } } },
  },
} as const;

const guest = {
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'email_confirmation', 'phone'],
  additionalProperties: false,
  properties: {
    ...names,
    email: text(320),
    email_confirmation: text(320),
    phone: text(40),
    notes: nullableText(2000),
    booking_for_someone_else: { type: 'boolean' },
    postal_code: nullableText(40),
    prefecture_or_state: nullableText(200),
    street_address: nullableText(400),
    building_name_and_number: nullableText(400),
  },
} as const;

export const createReservationBody = {
  type: 'object',
  required: ['checkin_date', 'checkout_date', 'rooms', 'guest', 'payment', 'expected_total_price'],
  additionalProperties: false,
  properties: {
    checkin_date: DATE,
    checkout_date: DATE,
    is_day_use: { type: 'boolean' },
    rooms: { type: 'array', minItems: 1, maxItems: MAX_ROOMS_PER_BOOKING, items: room },
    guest,
    email_consent: { type: 'boolean' },
    payment: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: [...PAYMENT_TYPES] },
        token: nullableText(200),
        saved_card_id: nullableText(200),
        save_card: { type: 'boolean' },
        card_brand: { type: ['string', 'null'], maxLength: 32 },
      },
    },
    extras: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['extra_id', 'quantity'],
        additionalProperties: false,
        properties: { extra_id: id, quantity: { type: 'integer', minimum: 1, maximum: 999 }, room: { type: 'integer', minimum: 0, maximum: MAX_ROOMS_PER_BOOKING - 1 }, date: DATE },
      },
    },
    answers: {
      type: 'array',
      maxItems: 100,
      // Ids from POST /hotels/{id}/file_attachments; `attachments` is the older name of the same list.
      items: answerItem({ attachments: { type: 'array', maxItems: ANSWER_MAX_ATTACHMENTS, items: ATTACHMENT_ID } }),
    },
    coupon_code: nullableText(64),
    promo_code: nullableText(64),
    mcp_currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    expected_total_price: money,
    expected_mcp_total_price: { anyOf: [money, { type: 'null' }] },
    language: { type: 'string', enum: [...LANGUAGES] },
    lottery_result: {
      anyOf: [
        { type: 'object', additionalProperties: false, properties: { entry_number: nullableText(64) } },
        { type: 'null' },
      ],
    },
  },
} as const;

export const createReservationHeaders = {
  type: 'object',
  properties: {
    // Printable ASCII, long enough to hold a UUID; see idempotency.ts for why not shorter.
    'idempotency-key': { type: 'string', pattern: '^[\\x21-\\x7e]{16,200}$' },
  },
} as const;

export { hotelRefParams };

/** `{number}` is the reservation number (any case, the dash optional) or its numeric id. */
export const reservationParams = {
  type: 'object',
  required: ['id', 'number'],
  properties: { id: hotelRefParams.properties.id, number: { type: 'string', maxLength: 40, pattern: '^([Nn][Rr][Nn]-?[A-Za-z0-9]{1,30}|[0-9]{1,10})$' } },
} as const;

export const brandReservationParams = {
  type: 'object',
  required: ['brandId', 'number'],
  properties: { brandId: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }, number: reservationParams.properties.number },
} as const;

/** The access query of every reservation call (GET, cancel, update, guests, questions, receipt). */
export const reservationQuery = {
  type: 'object',
  properties: { bypass_token: { type: 'string', maxLength: 200 }, email: { type: 'string', maxLength: 320 }, locale: { type: 'string', maxLength: 35 } },
} as const;

export interface ReservationParams {
  id: string;
  number: string;
}

export interface BrandReservationParams {
  brandId: string;
  number: string;
}

export interface ReservationQuery {
  bypass_token?: string;
  email?: string;
  locale?: string;
}

/** The reservations/service.ts Access of a call: its query's e-mail or token, who is signed in, and what for. */
export const accessOf = (query: ReservationQuery, viewer: Principal | null, purpose: AccessPurpose): Access => ({ bypassToken: query.bypass_token, email: query.email, viewer, purpose });

export const paymentResultBody = {
  type: 'object',
  required: ['bypass_token'],
  additionalProperties: false,
  properties: { bypass_token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
