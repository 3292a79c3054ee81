// Which payment types a booking of these plans may be paid with (spec part 1 §3 payment types, §4
// "Choosing a payment method", §5). The payment step offers exactly these and the API refuses any
// other (checkPaymentFits), so the step and the server cannot drift apart. The spec names the
// hotel's payment_options and each plan's payment_method but not how they combine; our reading,
// as a hotel would run it:
//  - a plan sold for card payment is paid the way it was sold, by its own card type: a deposit plan
//    is not charged in full, a full-card plan is not paid by deposit, and a plan for Korean
//    domestic cards or international cards takes only those. Rooms of different card plans share
//    a type only if it settles them alike (credit_card with credit_card_full);
//  - a plan paid at the hotel (on_site) is paid at the hotel: the no-payment flow, no payment step;
//  - any other plan (bank transfer, deferred, pre-paid, card kept as guarantee) is paid its own way,
//    or the whole amount up front by one ordinary card type the hotel takes.
// The plan's own way comes first, so the step preselects it.
import type { PaymentOption, PaymentType } from '../contract/settings.ts';
import { settlesAlike } from './methodRules.ts';
import { chargesCard, isPaymentType } from './paymentTypes.ts';

export function paymentChoices(planMethods: ReadonlyArray<string | null>, options: ReadonlyArray<Pick<PaymentOption, 'payment_type' | 'enabled'>>): PaymentType[] {
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
