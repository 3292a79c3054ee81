/** Booking step indexes of part 1 §2, the flow without payment: guest detail 0, confirmation 1. */
export const NO_PAYMENT_STEPS = ['guestDetail', 'confirmation'] as const;
/** The card flow: guest detail 0, payment 1, confirmation 2. */
export const CARD_STEPS = ['guestDetail', 'payment', 'confirmation'] as const;
