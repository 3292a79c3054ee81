// Rules on the payment method of a whole booking (spec part 1 §5, part 2 §8.5, §9): one method for
// all rooms, plans whose payment types can be settled together, no card for a zero total, and
// cards only when the charge is not in the hotel's own currency.
import type { PaymentType } from '../contract/settings.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { PAYMENT_TYPE_RULES, chargesCard, type PaymentTypeRule } from './paymentTypes.ts';
import { paymentProblem, type PaymentProblem } from './problems.ts';

/** Rooms booked together are paid one way; a booking with mixed methods is refused. */
export function checkSameMethodForRooms(roomMethods: readonly PaymentType[]): PaymentProblem | null {
  return new Set(roomMethods).size > 1
    ? paymentProblem('rooms', ErrorCode.invalid, 'messages.differentPaymentMethods', 'have different payment methods')
    : null;
}

/**
 * Plans booked together must be settled the same way. Types that take the same money at the same
 * moment by the same means (credit_card and credit_card_full both charge the total by card) are
 * compatible; any other difference is a conflict, since one booking has one payment.
 */
const settlementKey = (rule: PaymentTypeRule, type: PaymentType): string =>
  rule.card === 'charge' && rule.charge === 'total' && !rule.koreanExtras && type !== 'credit_card_international' ? 'card-total' : type;

/** Two types take the same money at the same moment by the same means (credit_card and credit_card_full). */
export function settlesAlike(a: PaymentType, b: PaymentType): boolean {
  return settlementKey(PAYMENT_TYPE_RULES[a], a) === settlementKey(PAYMENT_TYPE_RULES[b], b);
}

export function checkPlanPaymentTypes(planTypes: readonly PaymentType[]): PaymentProblem | null {
  const keys = new Set(planTypes.map((type) => settlementKey(PAYMENT_TYPE_RULES[type], type)));
  return keys.size > 1 ? paymentProblem('plans', ErrorCode.invalid, 'messages.planPaymentTypesConflict', 'have payment types that cannot be combined') : null;
}

/** A total of 0 (all paid with points, say) leaves nothing to charge: the card flow cannot continue. */
export function checkZeroTotal(type: PaymentType, total: number): PaymentProblem | null {
  return chargesCard(type) && total <= 0 ? paymentProblem('payment_type', ErrorCode.invalid, 'validation.zeroTotalCard', 'cannot charge a card for a total of 0') : null;
}

/**
 * "Non-yen currency restricts payment to cards" (part 1 §5). The spec assumes yen hotels; we read it
 * as "a currency other than the hotel's own", which is the same for yen hotels and keeps paying
 * at the hotel possible for, say, a Taipei hotel that charges in TWD.
 */
export function cardsOnly(chargeCurrency: string, hotelCurrency: string): boolean {
  return chargeCurrency !== hotelCurrency;
}

export function checkCurrencyAllowsType(type: PaymentType, chargeCurrency: string, hotelCurrency: string): PaymentProblem | null {
  return cardsOnly(chargeCurrency, hotelCurrency) && !chargesCard(type)
    ? paymentProblem('payment_type', ErrorCode.invalid, 'validation.cardOnlyForCurrency', `only cards can pay in ${chargeCurrency}`)
    : null;
}

export interface PaymentSelection {
  type: PaymentType;
  roomMethods: readonly PaymentType[];
  planTypes: readonly PaymentType[];
  total: number;
  chargeCurrency: string;
  hotelCurrency: string;
}

/** Every booking-level payment problem, for the payment step and the reservation call alike. */
export function checkPaymentSelection(selection: PaymentSelection): PaymentProblem[] {
  return [
    checkSameMethodForRooms(selection.roomMethods),
    checkPlanPaymentTypes(selection.planTypes),
    checkCurrencyAllowsType(selection.type, selection.chargeCurrency, selection.hotelCurrency),
    checkZeroTotal(selection.type, selection.total),
  ].filter((p): p is PaymentProblem => p !== null);
}
