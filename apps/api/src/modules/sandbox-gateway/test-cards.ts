// The sandbox's test cards, following the numbers payment providers publish. The README's table is
// generated from this list (TEST_CARDS), so documentation and behaviour cannot drift apart.
// Any other number that passes Luhn and belongs to one of our brands behaves like a success card,
// so demos work with the classic 4111 1111 1111 1111 too.
import { failureCode, type CanonicalCardBrand, type GatewayFailureReason } from '@noren/core/domain';

export type TestCardBehaviour =
  | 'success'
  | 'challenge'
  | 'declined'
  | 'expired'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'insufficient_funds'
  | 'not_3ds_capable'
  | 'timeout';

export interface TestCard {
  number: string;
  brand: CanonicalCardBrand;
  behaviour: TestCardBehaviour;
  /** What the guest sees; the code comes from the failure reason. */
  outcome: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', behaviour: 'success', outcome: 'Authorised at once' },
  { number: '4000 0000 0000 3220', brand: 'visa', behaviour: 'challenge', outcome: 'Asks for a 3-D Secure challenge (one-time code shown on the sandbox page)' },
  { number: '4000 0000 0000 0002', brand: 'visa', behaviour: 'declined', outcome: 'Declined' },
  { number: '4000 0000 0000 0069', brand: 'visa', behaviour: 'expired', outcome: 'Expired card' },
  { number: '4000 0000 0000 0127', brand: 'visa', behaviour: 'incorrect_cvc', outcome: 'Wrong security code' },
  { number: '4000 0000 0000 0119', brand: 'visa', behaviour: 'processing_error', outcome: 'Processing error' },
  { number: '4000 0000 0000 9995', brand: 'visa', behaviour: 'insufficient_funds', outcome: 'Insufficient funds' },
  // Noren's own additions for the remaining §8.4 codes (no provider publishes these two).
  { number: '4000 0000 0000 3253', brand: 'visa', behaviour: 'not_3ds_capable', outcome: 'Not 3-D Secure capable: refused when 3-D Secure is required, else authorised' },
  { number: '4000 0000 0000 0085', brand: 'visa', behaviour: 'timeout', outcome: 'The issuer does not answer in time' },
  { number: '5555 5555 5555 4444', brand: 'master', behaviour: 'success', outcome: 'Authorised at once' },
  { number: '3566 0020 2036 0505', brand: 'jcb', behaviour: 'success', outcome: 'Authorised at once' },
  { number: '3782 822463 10005', brand: 'amex', behaviour: 'success', outcome: 'Authorised at once' },
  { number: '3056 9300 0902 0004', brand: 'diners', behaviour: 'success', outcome: 'Authorised at once' },
];

/** The refusal each failing behaviour produces at authorisation. */
export const BEHAVIOUR_FAILURES: Readonly<Partial<Record<TestCardBehaviour, GatewayFailureReason>>> = {
  declined: 'card_declined',
  expired: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  insufficient_funds: 'insufficient_funds',
  timeout: 'timeout',
};

const BY_DIGITS = new Map(TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card]));

export function testCardBehaviour(digits: string): TestCardBehaviour {
  return BY_DIGITS.get(digits)?.behaviour ?? 'success';
}

/** The README table: number, brand, outcome and the §8.4 code. */
export function testCardsMarkdown(): string {
  const rows = TEST_CARDS.map((card) => {
    const reason = BEHAVIOUR_FAILURES[card.behaviour] ?? (card.behaviour === 'not_3ds_capable' ? 'not_three_d_secure_capable' : undefined);
    return `| ${card.number} | ${card.brand} | ${card.outcome} | ${reason ? failureCode(reason) : '-'} |`;
  });
  return ['| Card number | Brand | Outcome | Code |', '|---|---|---|---|', ...rows].join('\n');
}
