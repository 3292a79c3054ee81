// Which payment methods the guest may choose for a selection (spec part 1 §3 payment types, §4
// "Choosing a payment method", §5). The spec names the hotel's payment_options and each plan's
// payment_method but not how they combine; our reading, as a hotel would run it:
//  - a plan sold for card payment is paid the way it was sold, by its own card type: a deposit plan
//    is not charged in full, and a plan for Korean domestic cards or international cards takes only
//    those. Rooms of different card plans share a type only if it settles them alike (credit_card
//    with credit_card_full);
//  - a plan paid at the hotel (on_site) is paid at the hotel: the no-payment flow, no payment step;
//  - any other plan (bank transfer, deferred, pre-paid, card kept as guarantee) is paid its own way,
//    or the whole amount up front by one ordinary card type the hotel takes.
// The plan's own way comes first, so the step preselects it. The server refuses what cannot be
// settled (checkPaymentOffered, checkPaymentFits), so this only spares the guest a useless choice.
import { chargesCard, isPaymentType, settlesAlike, type InitSettings, type PaymentType } from '@noren/core/domain';

export function paymentChoices(planMethods: ReadonlyArray<string | null>, options: InitSettings['payment_options']): PaymentType[] {
  const offered = [...new Set(options.filter((o) => o.enabled && isPaymentType(o.payment_type)).map((o) => o.payment_type))];
  const plans = planMethods.filter(isPaymentType);
  const cardPlans = plans.filter(chargesCard);
  if (cardPlans.length > 0) return offered.filter((t) => cardPlans.includes(t) && cardPlans.every((p) => settlesAlike(t, p)));
  // Plans not known yet (results still loading) are treated as paid at the hotel, like the plan list shows them.
  if (plans.every((p) => p === 'on_site')) return offered.filter((t) => t === 'on_site');
  const own = offered.filter((t) => plans.includes(t));
  const upFront = offered.find((t) => chargesCard(t) && settlesAlike(t, 'credit_card'));
  return upFront ? [...own, upFront] : own;
}

/** Part 1 §2 step indexes: the card flow has a payment step; paying at the hotel needs none. */
export function needsPaymentStep(choices: readonly PaymentType[]): boolean {
  return choices.length > 0 && !(choices.length === 1 && choices[0] === 'on_site');
}
