import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../errors/catalogue.ts';
import { GATEWAY_FAILURE_REASONS, failureCode, failureField, gatewayFailure, isGatewayFailureReason } from './failures.ts';

describe('gateway failure reasons to catalogue codes (spec part 2 §8.4)', () => {
  it.each([
    ['card_declined', 3003],
    ['expired_card', 3005],
    ['invalid_number', 3004],
    ['incorrect_number', 3007],
    ['incorrect_cvc', 3007],
    ['card_not_supported', 3007],
    ['processing_error', 3002],
    ['insufficient_funds', 3204],
    ['three_d_secure_failed', 3006],
    ['three_d_secure_cancelled', 3008],
    ['three_d_secure_expired', 3001],
    ['three_d_secure_suspended', 3009],
    ['not_three_d_secure_capable', 3252],
    ['timeout', 3001],
    ['gateway_timeout', 3011],
  ])('%s -> %d', (reason, code) => {
    expect(failureCode(reason)).toBe(code);
    expect(gatewayFailure(reason as never)).toEqual({ reason, code });
  });

  it('maps every reason to a catalogue code that is never a 5xx', () => {
    for (const reason of GATEWAY_FAILURE_REASONS) {
      const entry = CATALOGUE.get(failureCode(reason));
      expect(entry, reason).toBeDefined();
      expect(entry!.httpStatus).toBeLessThan(500);
    }
  });

  it('treats an unknown reason as a processing error', () => {
    expect(isGatewayFailureReason('something_new')).toBe(false);
    expect(failureCode('something_new')).toBe(3002);
  });

  it('points card refusals at their field', () => {
    expect(failureField('incorrect_cvc')).toBe('security_code');
    expect(failureField('expired_card')).toBe('expiry');
    expect(failureField('invalid_number')).toBe('number');
    expect(failureField('card_declined')).toBeUndefined();
  });
});
