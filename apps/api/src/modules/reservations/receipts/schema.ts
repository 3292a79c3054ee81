// JSON schema of GET .../reservations/{number}/receipt. Shapes only, with loose bounds; the
// fields' own rules (8 digits, letters, length) are checked by the service, which names the field.
import { reservationQuery, type ReservationQuery } from '../schema.ts';

export { reservationParams, type ReservationParams } from '../schema.ts';

export const receiptQuery = {
  type: 'object',
  properties: {
    ...reservationQuery.properties,
    name: { type: 'string', maxLength: 400 },
    receipt_title: { type: 'string', maxLength: 400 },
    receipt_unicode: { type: 'string', maxLength: 40 },
  },
} as const;

export interface ReceiptQuery extends ReservationQuery {
  name?: string;
  receipt_title?: string;
  receipt_unicode?: string;
}
