// The card form as the guest typed it, and as the provider's tokeniser takes it. The booking's
// payment step and a card-paid increase of a reservation update share these, so both send a card
// the same way (digits only, the holder in capitals) and name its fields the same way.
import { ErrorCode, type PaymentProblem } from '@noren/core/domain';
import type { CardDetails } from '@noren/core/api';

/** What the guest typed in the card form. */
export interface CardFormInput {
  number: string;
  expMonth: string;
  expYear: string;
  securityCode: string;
  holder: string;
  birthDate?: string;
  pinPrefix?: string;
}

export function toCardDetails(card: CardFormInput, korean: boolean): CardDetails {
  return {
    number: card.number.replace(/[\s-]/g, ''),
    exp_month: card.expMonth.trim(),
    exp_year: card.expYear.trim(),
    security_code: card.securityCode.trim(),
    holder: card.holder.trim().replace(/ {2,}/g, ' ').toUpperCase(),
    ...(korean && { birth_date: (card.birthDate ?? '').trim(), pin_prefix: (card.pinPrefix ?? '').trim() }),
  };
}

export function cardMissing(): PaymentProblem[] {
  return [{ field: 'number', code: ErrorCode.invalid, messageKey: 'validation.required', reason: 'is required' }];
}

/** The tokeniser names card fields plainly; the booking names them payment.*. */
export function cardField(field: string | null): string | null {
  if (!field) return null;
  const plain = field.replace(/^payment\./, '');
  return ['number', 'expiry', 'security_code', 'holder', 'birth_date', 'pin_prefix'].includes(plain) ? plain : null;
}
