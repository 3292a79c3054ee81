// Which payment methods the guest may choose for a selection (spec part 1 §3 payment types, §4
// "Choosing a payment method", §5). The spec names the hotel's payment_options and each plan's
// payment_method but not how they combine; our reading, as a hotel would run it:
//  - a plan sold for card payment (credit_card, deposit, ...) is paid by a card type the hotel offers;
//  - a plan paid at the hotel (on_site) is paid at the hotel: the no-payment flow, no payment step;
//  - any other plan (bank transfer, deferred, pre-paid, card kept as guarantee) is paid its own way,
//    or up front by a card type the hotel offers.
// The server refuses anything else (checkPaymentOffered, checkPaymentFits), so this only spares the
// guest a choice that would be refused.
import { chargesCard, isPaymentType, type InitSettings, type PaymentType } from '@noren/core/domain';

export function paymentChoices(planMethods: ReadonlyArray<string | null>, options: InitSettings['payment_options']): PaymentType[] {
  const offered = [...new Set(options.filter((o) => o.enabled && isPaymentType(o.payment_type)).map((o) => o.payment_type))];
  const plans = planMethods.filter(isPaymentType);
  if (plans.some(chargesCard)) return offered.filter(chargesCard);
  // Plans not known yet (results still loading) are treated as paid at the hotel, like the plan list shows them.
  if (plans.every((p) => p === 'on_site')) return offered.filter((t) => t === 'on_site');
  return offered.filter((t) => plans.includes(t) || chargesCard(t));
}

/** Part 1 §2 step indexes: the card flow has a payment step; paying at the hotel needs none. */
export function needsPaymentStep(choices: readonly PaymentType[]): boolean {
  return choices.length > 0 && !(choices.length === 1 && choices[0] === 'on_site');
}
