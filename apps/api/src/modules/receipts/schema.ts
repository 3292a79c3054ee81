// JSON schema of GET .../reservations/{number}/receipt. Shapes only, with loose bounds; the
// fields' own rules (8 digits, letters, length) are checked by the service, which names the field.
export { reservationParams, type ReservationParams } from '../reservations/schema.ts';

export const receiptQuery = {
  type: 'object',
  properties: {
    bypass_token: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    locale: { type: 'string', maxLength: 35 },
    name: { type: 'string', maxLength: 400 },
    receipt_title: { type: 'string', maxLength: 400 },
    receipt_unicode: { type: 'string', maxLength: 40 },
  },
} as const;

export interface ReceiptQuery {
  bypass_token?: string;
  email?: string;
  locale?: string;
  name?: string;
  receipt_title?: string;
  receipt_unicode?: string;
}
