// JSON schemas of the staff console's routes. Shapes and bounds only: a bad value is a 400 with
// code 1000 naming the field (plugins/error-mapping.ts); whether a date exists is checked by the
// service, which names the field too.
import { hotelRefParams } from '../hotels/schema.ts';
import { reservationParams } from '../reservations/index.ts';

const ISO_DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
/** Far beyond any hotel's history; it only keeps the offset a sane number. */
export const MAX_PAGE = 10_000;
const page = { type: 'integer', minimum: 1, maximum: MAX_PAGE } as const;

export { hotelRefParams };
export const staffReservationParams = reservationParams;

export const reservationListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 200 },
    checkin_from: { type: 'string', pattern: ISO_DATE },
    checkin_to: { type: 'string', pattern: ISO_DATE },
    status: { type: 'string', enum: ['done', 'cancelled', 'payment_pending'] },
    page,
    // The console's own language for the error texts; ignored otherwise.
    locale: { type: 'string', maxLength: 35 },
  },
} as const;

export interface ReservationListQuery {
  q?: string;
  checkin_from?: string;
  checkin_to?: string;
  status?: 'done' | 'cancelled' | 'payment_pending';
  page?: number;
  locale?: string;
}

export const staffReceiptQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 400 },
    locale: { type: 'string', maxLength: 35 },
    receipt_title: { type: 'string', maxLength: 400 },
    receipt_unicode: { type: 'string', maxLength: 40 },
  },
} as const;

export interface StaffReceiptQuery {
  name?: string;
  locale?: string;
  receipt_title?: string;
  receipt_unicode?: string;
}

export const outboxListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['pending', 'sent', 'failed', 'logged'] },
    page,
    locale: { type: 'string', maxLength: 35 },
  },
} as const;

export interface OutboxListQuery {
  status?: 'pending' | 'sent' | 'failed' | 'logged';
  page?: number;
  locale?: string;
}

export const outboxMailParams = {
  type: 'object',
  required: ['id', 'mailId'],
  properties: { id: hotelRefParams.properties.id, mailId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export interface OutboxMailParams {
  id: string;
  mailId: number;
}
