/** Booking step indexes of part 1 §2, the flow without payment: guest detail 0, confirmation 1. */
export const NO_PAYMENT_STEPS = ['guestDetail', 'confirmation'] as const;
