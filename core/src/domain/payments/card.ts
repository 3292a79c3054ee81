// The card form's rules (spec part 1 §3 "Credit card", §5): number by Luhn and consistent with the
// chosen brand, expiry valid through the check-out month, holder in half-width roman letters,
// security code 3 digits (4 for amex), and for Korean domestic cards the birth date (YYMMDD) and
// the first two PIN digits. The booking app checks them as the guest types; the API checks the same.
import { ErrorCode } from '../errors/catalogue.ts';
import type { IsoDate } from '../search/dates.ts';
import { CARD_NUMBER_LENGTHS, canonicalBrand, detectBrand, luhnValid, normaliseCardNumber, securityCodeLength, type CanonicalCardBrand } from './brands.ts';
import { paymentProblem, type PaymentProblem } from './problems.ts';

export interface CardInput {
  number: string;
  /** 1 to 12, as typed (a string from a form or a number). */
  expMonth: string | number;
  /** Four digits, or two (25 means 2025). */
  expYear: string | number;
  securityCode: string;
  holder: string;
  /** The brand the guest picked; when left out the number decides. */
  brand?: string | null;
  /** Korean domestic cards only. */
  birthDate?: string | null;
  pinPrefix?: string | null;
}

export interface CardRuleContext {
  /** Today in the hotel's time zone (from the injectable clock). */
  today: IsoDate;
  /** The stay's check-out; the card must be valid through its month. Today's month when left out. */
  checkout?: IsoDate | null;
  /** Ask for the Korean domestic card extras. */
  koreanDomestic?: boolean;
}

/** Half-width roman letters, spaces, dots and hyphens; at least one letter. Lower case is accepted and upper-cased by normaliseHolder. */
const HOLDER = /^[A-Za-z][A-Za-z .-]*$/;
/** Most providers accept 45 to 50 characters for the name; the embossed line holds 26. */
export const HOLDER_MAX_LENGTH = 50;

export function normaliseHolder(holder: string): string {
  return holder.trim().replace(/ {2,}/g, ' ').toUpperCase();
}

/** Two- or four-digit year and 1..12 month to a comparable month index; null when not a valid expiry. */
export function expiryMonthIndex(expMonth: string | number, expYear: string | number): number | null {
  const month = Number(String(expMonth).trim());
  const yearText = String(expYear).trim();
  if (!/^\d{1,2}$/.test(String(expMonth).trim()) || month < 1 || month > 12) return null;
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year < 2000 || year > 2099) return null;
  return year * 12 + (month - 1);
}

const monthIndexOf = (date: IsoDate): number => Number(date.slice(0, 4)) * 12 + (Number(date.slice(5, 7)) - 1);

/** A card is valid through the last day of its expiry month. */
export function cardValidThrough(expMonth: string | number, expYear: string | number, date: IsoDate): boolean {
  const expiry = expiryMonthIndex(expMonth, expYear);
  return expiry !== null && expiry >= monthIndexOf(date);
}

/** YYMMDD that is a real calendar date in 19YY or 20YY. */
export function validBirthDate(value: string): boolean {
  if (!/^\d{6}$/.test(value)) return false;
  const [yy, mm, dd] = [Number(value.slice(0, 2)), Number(value.slice(2, 4)), Number(value.slice(4, 6))];
  return [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + yy, mm - 1, dd));
    return date.getUTCFullYear() === century + yy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  });
}

export function validateCardNumber(number: string, chosenBrand?: string | null): PaymentProblem[] {
  const digits = normaliseCardNumber(number ?? '');
  if (!number || number.trim() === '') return [paymentProblem('number', ErrorCode.invalid, 'validation.required', 'is required')];
  const detected = digits === null ? null : detectBrand(digits);
  if (digits === null || detected === null || !CARD_NUMBER_LENGTHS[detected].includes(digits.length) || !luhnValid(digits)) {
    return [paymentProblem('number', ErrorCode.cardNumberInvalid, 'validation.cardNumber', 'is not a valid card number', 'Invalid_card_number')];
  }
  if (chosenBrand !== undefined && chosenBrand !== null && chosenBrand !== '') {
    const chosen = canonicalBrand(chosenBrand);
    if (chosen === null) return [paymentProblem('brand', ErrorCode.invalid, 'validation.cardBrand', 'is not a card brand', 'INVALID_PARAMETER_SYNTAX')];
    if (chosen !== detected) {
      return [paymentProblem('number', ErrorCode.cardNumberInvalid, 'validation.cardNumberBrandMismatch', `does not match the brand ${chosenBrand}`, 'Invalid_card_number')];
    }
  }
  return [];
}

export function validateExpiry(expMonth: string | number, expYear: string | number, context: CardRuleContext): PaymentProblem[] {
  if (expiryMonthIndex(expMonth, expYear) === null) {
    return [paymentProblem('expiry', ErrorCode.cardExpiryInvalid, 'validation.cardExpiry', 'is not a valid month and year', 'INVALID_EXPIRATION_YEAR')];
  }
  if (!cardValidThrough(expMonth, expYear, context.today)) {
    return [paymentProblem('expiry', ErrorCode.cardExpiryInvalid, 'validation.cardExpiry', 'has passed', 'INVALID_EXPIRATION_YEAR')];
  }
  if (context.checkout && !cardValidThrough(expMonth, expYear, context.checkout)) {
    return [paymentProblem('expiry', ErrorCode.cardExpiryInvalid, 'validation.cardExpiryBeforeCheckout', 'ends before the check-out month', 'INVALID_EXPIRATION_YEAR')];
  }
  return [];
}

export function validateSecurityCode(code: string, brand: CanonicalCardBrand | null): PaymentProblem[] {
  const expected = brand === null ? null : securityCodeLength(brand);
  const ok = expected === null ? /^\d{3,4}$/.test(code ?? '') : new RegExp(`^\\d{${expected}}$`).test(code ?? '');
  return ok ? [] : [paymentProblem('security_code', ErrorCode.invalid, 'validation.securityCode', expected === null ? 'must be 3 or 4 digits' : `must be ${expected} digits`, 'INVALID_PARAMETER_SYNTAX')];
}

export function validateHolder(holder: string): PaymentProblem[] {
  const trimmed = (holder ?? '').trim();
  if (trimmed === '') return [paymentProblem('holder', ErrorCode.invalid, 'validation.required', 'is required')];
  if (trimmed.length > HOLDER_MAX_LENGTH) {
    return [paymentProblem('holder', ErrorCode.invalid, 'validation.cardHolder', `must be at most ${HOLDER_MAX_LENGTH} characters`, 'INVALID_PARAMETER_SYNTAX')];
  }
  return HOLDER.test(trimmed) ? [] : [paymentProblem('holder', ErrorCode.invalid, 'validation.cardHolder', 'must be half-width roman letters', 'INVALID_PARAMETER_SYNTAX')];
}

export function validateKoreanExtras(birthDate: string | null | undefined, pinPrefix: string | null | undefined): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  if (!birthDate || !validBirthDate(birthDate)) {
    problems.push(paymentProblem('birth_date', ErrorCode.invalid, 'validation.invalid', 'must be a date as YYMMDD', 'INVALID_PARAMETER_SYNTAX'));
  }
  if (!pinPrefix || !/^\d{2}$/.test(pinPrefix)) {
    problems.push(paymentProblem('pin_prefix', ErrorCode.invalid, 'validation.invalid', 'must be the first two digits of the PIN', 'INVALID_PARAMETER_SYNTAX'));
  }
  return problems;
}

/** Every problem of a card form, in form order; empty when the card may be sent to the gateway. */
export function validateCard(card: CardInput, context: CardRuleContext): PaymentProblem[] {
  const numberProblems = validateCardNumber(card.number, card.brand);
  const brand = canonicalBrand(card.brand ?? '') ?? detectBrand(card.number ?? '');
  return [
    ...numberProblems,
    ...validateExpiry(card.expMonth, card.expYear, context),
    ...validateSecurityCode(card.securityCode, brand),
    ...validateHolder(card.holder),
    ...(context.koreanDomestic ? validateKoreanExtras(card.birthDate, card.pinPrefix) : []),
  ];
}
