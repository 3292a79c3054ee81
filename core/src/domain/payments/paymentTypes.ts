// The payment types of spec part 1 §3 and what each asks of the guest and the gateway at booking.
// The spec names them only; the meanings below are ours, chosen as a hotel would run them:
//  - on_site: pay at the hotel; no card.
//  - credit_card, credit_card_full: the total is charged to the card at booking.
//  - credit_card_international: the same, for cards issued abroad (multi-currency gateway).
//  - korean_domestic_card: the same, and the card form asks the birth date and first PIN digits.
//  - credit_card_deposit: the plan's deposit percent is charged at booking; the remainder is
//    shown and paid at the hotel.
//  - on_site_credit_card_required: pay at the hotel, but a card is kept as a guarantee (a zero
//    authorisation or card verification, never a charge) for no-shows and late cancellations.
//  - deferred_payment: pay after the stay against an invoice; nothing taken at booking.
//  - bank_transfer: pay by bank transfer before a due date, following the hotel's instructions.
//  - pre_paid: already settled outside this booking (voucher, agency or corporate account);
//    nothing taken at booking and nothing due at the hotel.
import type { PaymentType } from '../contract/settings.ts';
import { addDays, compareDates, type IsoDate } from '../search/dates.ts';

export const PAYMENT_TYPES = [
  'on_site', 'credit_card', 'on_site_credit_card_required', 'deferred_payment', 'credit_card_international',
  'pre_paid', 'credit_card_full', 'credit_card_deposit', 'bank_transfer', 'korean_domestic_card',
] as const satisfies readonly PaymentType[];

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** What the card, if any, is for: charged at booking, kept as a guarantee, or not asked for. */
export type CardUse = 'charge' | 'guarantee' | 'none';
/** Where the money that is not charged at booking is settled. */
export type Settlement = 'card' | 'hotel' | 'invoice' | 'bank_transfer' | 'prepaid';

export interface PaymentTypeRule {
  card: CardUse;
  /** The Korean domestic card extras (birth date, first two PIN digits). */
  koreanExtras: boolean;
  /** How much of the total is charged at booking. */
  charge: 'total' | 'deposit' | 'none';
  /** Where the rest is paid. */
  remainder: Settlement;
  /** Bank transfer: the guest needs the hotel's instructions and a due date. */
  instructions: boolean;
}

export const PAYMENT_TYPE_RULES: Readonly<Record<PaymentType, PaymentTypeRule>> = {
  on_site: { card: 'none', koreanExtras: false, charge: 'none', remainder: 'hotel', instructions: false },
  credit_card: { card: 'charge', koreanExtras: false, charge: 'total', remainder: 'card', instructions: false },
  credit_card_full: { card: 'charge', koreanExtras: false, charge: 'total', remainder: 'card', instructions: false },
  credit_card_international: { card: 'charge', koreanExtras: false, charge: 'total', remainder: 'card', instructions: false },
  korean_domestic_card: { card: 'charge', koreanExtras: true, charge: 'total', remainder: 'card', instructions: false },
  credit_card_deposit: { card: 'charge', koreanExtras: false, charge: 'deposit', remainder: 'hotel', instructions: false },
  on_site_credit_card_required: { card: 'guarantee', koreanExtras: false, charge: 'none', remainder: 'hotel', instructions: false },
  deferred_payment: { card: 'none', koreanExtras: false, charge: 'none', remainder: 'invoice', instructions: false },
  bank_transfer: { card: 'none', koreanExtras: false, charge: 'none', remainder: 'bank_transfer', instructions: true },
  pre_paid: { card: 'none', koreanExtras: false, charge: 'none', remainder: 'prepaid', instructions: false },
};

/** The guest gives card details for this type (charged or kept as a guarantee). */
export const asksForCard = (type: PaymentType): boolean => PAYMENT_TYPE_RULES[type].card !== 'none';
/** The card is charged at booking. */
export const chargesCard = (type: PaymentType): boolean => PAYMENT_TYPE_RULES[type].card === 'charge';

export interface PaymentAmounts {
  /** total_price of the pricing engine, minor units of the charge currency. */
  total: number;
  /** deposit_amount of the pricing engine (the plan's deposit percent of the total). */
  deposit: number;
}

export interface PaymentDue {
  type: PaymentType;
  card: CardUse;
  /** Authorised at booking: the charge, or 0 for a guarantee (a verification, not a charge). */
  authorize: number;
  /** Charged (captured) at booking. */
  chargeNow: number;
  /** Shown to the guest as still to pay, and where. */
  remaining: number;
  remainder: Settlement;
}

/** What a booking of `type` takes at booking and what it leaves to pay. */
export function paymentDue(type: PaymentType, amounts: PaymentAmounts): PaymentDue {
  const rule = PAYMENT_TYPE_RULES[type];
  if (!Number.isSafeInteger(amounts.total) || amounts.total < 0) throw new RangeError(`total must be a non-negative integer, got ${amounts.total}`);
  if (!Number.isSafeInteger(amounts.deposit) || amounts.deposit < 0 || amounts.deposit > amounts.total) {
    throw new RangeError(`deposit must be an integer from 0 to the total, got ${amounts.deposit}`);
  }
  const chargeNow = rule.charge === 'total' ? amounts.total : rule.charge === 'deposit' ? amounts.deposit : 0;
  const remaining = rule.remainder === 'prepaid' || rule.remainder === 'card' ? 0 : amounts.total - chargeNow;
  return { type, card: rule.card, authorize: chargeNow, chargeNow, remaining, remainder: rule.remainder };
}

/** A transfer may be made for this many days after booking... */
export const BANK_TRANSFER_DAYS = 7;
/** ...but must arrive this many days before check-in, so the hotel can see it before arrival. */
export const BANK_TRANSFER_DAYS_BEFORE_CHECKIN = 3;

/**
 * The transfer due date (not shown in the spec; our choice): 7 days after booking, but no later
 * than 3 days before check-in. Null when that is already past, so bank transfer cannot be offered.
 */
export function bankTransferDueDate(bookedOn: IsoDate, checkin: IsoDate): IsoDate | null {
  const byBooking = addDays(bookedOn, BANK_TRANSFER_DAYS);
  const byCheckin = addDays(checkin, -BANK_TRANSFER_DAYS_BEFORE_CHECKIN);
  const due = compareDates(byBooking, byCheckin) <= 0 ? byBooking : byCheckin;
  return compareDates(due, bookedOn) >= 0 ? due : null;
}
