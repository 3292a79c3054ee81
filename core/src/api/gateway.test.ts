// The card tokeniser's address (gateway.ts): card data goes only to the payment provider, never
// into our own API, whatever a hotel's setting says.
import { describe, expect, it } from 'vitest';
import { tokenisationUrl } from './gateway.ts';

const ORIGIN = 'https://book.example.jp';
const endpoint = (tokenization_url: string) => ({ tokenization_url, public_key: 'pk_test' });

describe('tokenisationUrl', () => {
  it('resolves the provider address, relative ones against the page', () => {
    expect(tokenisationUrl(endpoint('https://pay.example.com/v1/tokens'), ORIGIN).href).toBe('https://pay.example.com/v1/tokens');
    expect(tokenisationUrl(endpoint('/sandbox-gateway/tokens'), ORIGIN).href).toBe(`${ORIGIN}/sandbox-gateway/tokens`);
  });

  it('refuses any address under our own API, whichever version', () => {
    for (const path of ['/api', '/api/', '/api/v1', '/api/v1/payments', '/api/v2/tokens', '/api/v1/../v1/tokens']) {
      expect(() => tokenisationUrl(endpoint(path), ORIGIN), path).toThrow(/points into the Noren API/);
      expect(() => tokenisationUrl(endpoint(`${ORIGIN}${path}`), ORIGIN), path).toThrow(/points into the Noren API/);
    }
  });

  it('allows the same path on the provider’s own host, and a path that only begins like ours', () => {
    expect(tokenisationUrl(endpoint('https://pay.example.com/api/v1/tokens'), ORIGIN).pathname).toBe('/api/v1/tokens');
    expect(tokenisationUrl(endpoint('/apiary/tokens'), ORIGIN).pathname).toBe('/apiary/tokens');
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => tokenisationUrl(endpoint('javascript:alert(1)'), ORIGIN)).toThrow(/http\(s\)/);
  });
});
