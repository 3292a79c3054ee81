// The reasons a guest picks from when cancelling (part 1 §4 "Cancellation asks for a reason from
// a list"; the list itself is not shown, so these are the ones a hotel would want to tell apart).
export const CANCELLATION_REASONS = ['change_of_plans', 'found_other_accommodation', 'illness', 'travel_restrictions', 'booked_by_mistake', 'other'] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const isCancellationReason = (value: unknown): value is CancellationReason =>
  typeof value === 'string' && (CANCELLATION_REASONS as readonly string[]).includes(value);

/** Longest free text a guest may add; the spec gives 255 for answers, and we keep the same. */
export const CANCELLATION_DETAILS_MAX = 255;
