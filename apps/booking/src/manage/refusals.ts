// Why a reservation cannot be cancelled or updated online, as the guest reads it (part 2 §8.4:
// 3013, 3014, 3016; §8.5 "Update deadline passed"; part 1 §4, §5). The API names the reason; the
// text comes from the errors catalogue where one exists, else from the booking namespace.
import type { ShownError } from '@noren/core/stores';

const TEXTS: Record<string, ShownError> = {
  same_day_cancellation: { messageKey: 'messages.sameDayCancellation', message: 'Same-day cancellation cannot be made online. Please contact the hotel directly.' },
  after_checkin: { messageKey: 'messages.sameDayCancellation', message: 'Same-day cancellation cannot be made online. Please contact the hotel directly.' },
  staff_altered: { messageKey: 'codes.3014', message: 'The original reservation has been changed. Please cancel this change, check the reservation again and then update it.' },
  payment_pending: { messageKey: 'codes.3016', message: 'This reservation is being updated or paid elsewhere. Please try again in about 5 minutes.' },
  being_updated: { messageKey: 'codes.3013', message: 'This reservation is being updated or paid elsewhere. Please try again in about 5 minutes.' },
  update_deadline_passed: { messageKey: 'messages.updateDeadlinePassed', message: 'The deadline for changing this reservation has passed.' },
};

/** In the errors namespace (ErrorBanner reads it); null when the booking namespace has the text (manage.refusals.*). */
export function refusalError(reason: string | null | undefined): ShownError | null {
  return reason ? (TEXTS[reason] ?? null) : null;
}

/** Reasons with their own text in booking.json manage.refusals. */
export const OWN_REFUSALS = ['already_cancelled', 'cancelled', 'travel_agency', 'stay_over'] as const;

export function ownRefusal(reason: string | null | undefined): (typeof OWN_REFUSALS)[number] | null {
  return (OWN_REFUSALS as readonly string[]).includes(reason ?? '') ? (reason as (typeof OWN_REFUSALS)[number]) : null;
}
