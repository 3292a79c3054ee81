// The payment step's choices are core/domain's paymentChoices (the API checks the same rule);
// this keeps only what the booking flow's steps need from them.
import type { PaymentType } from '@noren/core/domain';

/** Part 1 §2 step indexes: the card flow has a payment step; paying at the hotel needs none. */
export function needsPaymentStep(choices: readonly PaymentType[]): boolean {
  return choices.length > 0 && !(choices.length === 1 && choices[0] === 'on_site');
}
