// JSON schemas of PUT and GET .../reservations/{number}/cancel.
import { CANCELLATION_DETAILS_MAX, CANCELLATION_REASONS } from '@noren/core/domain';

export { reservationParams, reservationQuery, type ReservationParams, type ReservationQuery } from '../schema.ts';

export const cancelBody = {
  type: 'object',
  required: ['reason', 'cancellation_fee_displayed'],
  additionalProperties: false,
  properties: {
    reason: { type: 'string', enum: [...CANCELLATION_REASONS] },
    details: { type: ['string', 'null'], maxLength: CANCELLATION_DETAILS_MAX },
    cancellation_fee_displayed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
} as const;

export interface CancelBody {
  reason: (typeof CANCELLATION_REASONS)[number];
  details?: string | null;
  cancellation_fee_displayed: number;
}
