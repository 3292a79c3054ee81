import { describe, expect, it } from 'vitest';
import { UTM_COOKIE_MAX_AGE_SECONDS, decodeUtmCookie, encodeUtmCookie, readUtm } from './utm.ts';

describe('utm fields', () => {
  it('reads the three campaign fields present, trimmed, and nothing else', () => {
    expect(readUtm(new URLSearchParams('utm_source=newsletter&utm_medium=%20email%20&gclid=x&code=k'))).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
    expect(readUtm(new URLSearchParams('code=k&utm_campaign='))).toBeNull();
  });

  it('round-trips through the cookie value', () => {
    const fields = { utm_campaign: 'spring sale & more', utm_medium: 'cpc', utm_source: 'google' };
    expect(decodeUtmCookie(encodeUtmCookie(fields))).toEqual(fields);
    expect(decodeUtmCookie(null)).toBeNull();
    expect(decodeUtmCookie('garbage')).toBeNull();
  });

  it('lives one day (part 2 §9)', () => {
    expect(UTM_COOKIE_MAX_AGE_SECONDS).toBe(86_400);
  });

  it('cuts absurdly long values', () => {
    expect(readUtm(new URLSearchParams(`utm_source=${'x'.repeat(500)}`))?.utm_source).toHaveLength(100);
  });
});
