import { describe, expect, it } from 'vitest';
import { rewrittenAddress } from './rewriteAddress.ts';

describe('rewrittenAddress', () => {
  it('turns a hash route into a plain path, keeping both queries', () => {
    expect(rewrittenAddress('https://h.example/?locale=ja#/booking/result?code=kyoto-gion&adults=2')).toBe(
      'https://h.example/booking/result?locale=ja&code=kyoto-gion&adults=2',
    );
    expect(rewrittenAddress('https://h.example/#/facilities')).toBe('https://h.example/facilities');
  });

  it('makes a double slash before the query a single one', () => {
    expect(rewrittenAddress('https://h.example//?code=kyoto-gion')).toBe('https://h.example/?code=kyoto-gion');
    expect(rewrittenAddress('https://h.example/booking/result//?code=x')).toBe('https://h.example/booking/result?code=x');
  });

  it('leaves a clean address and an ordinary fragment alone', () => {
    expect(rewrittenAddress('https://h.example/booking/result?code=x')).toBeNull();
    expect(rewrittenAddress('https://h.example/booking/result?code=x#noren-main')).toBeNull();
  });
});

describe('the payment-number parameter (part 1 §2)', () => {
  it('is rewritten to the /payments/{paymentNumber} path, keeping the rest of the query', () => {
    expect(rewrittenAddress('https://h.example/?payment-number=Ab0_-Ab0_-Ab0_-Ab0_-xy&locale=ja')).toBe('https://h.example/payments/Ab0_-Ab0_-Ab0_-Ab0_-xy?locale=ja');
    expect(rewrittenAddress('https://h.example/booking/result?payment-number=abc')).toBe('https://h.example/payments/abc');
    expect(rewrittenAddress('https://h.example/payments/abc')).toBeNull();
  });
});
