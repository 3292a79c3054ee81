// The card form's values and how problems land on its fields. Pure, so the rules are tested
// without a browser.
import type { PaymentProblem } from '@noren/core/domain';
import type { CardFormInput } from '@noren/core/stores';

export type CardField = 'number' | 'expiry' | 'security_code' | 'holder' | 'birth_date' | 'pin_prefix';

export const emptyCard = (): CardFormInput => ({ number: '', expMonth: '', expYear: '', securityCode: '', holder: '', birthDate: '', pinPrefix: '' });

/** Groups of four as the guest types (amex 4-6-5), digits only; what is sent is the digits alone. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The first problem of each field: the errors.json key to show beside it. */
export function fieldErrors(problems: readonly PaymentProblem[]): Partial<Record<CardField, string>> {
  const out: Partial<Record<CardField, string>> = {};
  for (const p of problems) {
    const field = (p.field === 'brand' ? 'number' : p.field) as CardField;
    out[field] ??= p.messageKey;
  }
  return out;
}

/** Card years offered: this year and the next 15, as issuers print them. */
export function expiryYears(thisYear: number): string[] {
  return Array.from({ length: 16 }, (_, i) => String(thisYear + i));
}
