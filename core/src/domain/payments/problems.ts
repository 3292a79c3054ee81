// What every payment rule returns when it refuses: the field at fault, the catalogue code the API
// answers with, and the key of locales/<lang>/errors.json the apps show next to the field. The
// server puts `field`, `reason` and `message_key` in the error payload, so both sides agree.

/** Card-issue codes of spec part 2 §8.5, as a provider reports a card it cannot tokenise. */
export const CARD_ISSUES = ['INVALID_PARAMETER_SYNTAX', 'INVALID_EXPIRATION_YEAR', 'Invalid_card_number', 'Others'] as const;
export type CardIssue = (typeof CARD_ISSUES)[number];

export const cardIssueMessageKey = (issue: CardIssue): string => `messages.cardIssue.${issue}`;

export interface PaymentProblem {
  /** The form or body field: number, brand, expiry, security_code, holder, birth_date, pin_prefix, payment_type, rooms, plans. */
  field: string;
  /** A catalogue code (spec part 2 §8.3, §8.4). */
  code: number;
  /** A key of errors.json, e.g. 'validation.cardNumber'. */
  messageKey: string;
  /** A short English reason for logs and the error payload. */
  reason: string;
  /** The §8.5 card-issue code, for problems a provider's tokeniser would also report. */
  cardIssue?: CardIssue;
}

export function paymentProblem(field: string, code: number, messageKey: string, reason: string, cardIssue?: CardIssue): PaymentProblem {
  return { field, code, messageKey, reason, ...(cardIssue !== undefined && { cardIssue }) };
}

/** The error payload the API sends for a problem (spec part 2 §8.1 details.payload). */
export function problemPayload(p: PaymentProblem): Record<string, unknown> {
  return { field: p.field, reason: p.reason, message_key: p.messageKey, ...(p.cardIssue !== undefined && { card_issue: p.cardIssue }) };
}


