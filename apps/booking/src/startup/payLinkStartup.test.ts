import { describe, expect, it } from 'vitest';
import { readPayLinkStartup, startPayPage } from './payLinkStartup.ts';

const doc = (text: string | null) => ({ getElementById: (id: string) => (id === 'noren-pay-startup' && text !== null ? ({ textContent: text } as HTMLElement) : null) });
const valid = {
  payment_number: 'PL1',
  client_session: { client_session: 't', expires_at: '2030-01-01T00:00:00Z' },
  link: { payment_number: 'PL1', language: 'ja', page_status: 'open', subject: '</script>' },
};

describe('readPayLinkStartup', () => {
  it('reads the pay page’s data block, with the escapes the server writes', () => {
    const text = JSON.stringify(valid).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    expect(readPayLinkStartup(doc(text))?.link.subject).toBe('</script>');
  });

  it('is null for no block, broken JSON, or a block without its parts or for another number', () => {
    expect(readPayLinkStartup(doc(null))).toBeNull();
    expect(readPayLinkStartup(doc('{"payment_number":'))).toBeNull();
    expect(readPayLinkStartup(doc(JSON.stringify({ ...valid, client_session: null })))).toBeNull();
    expect(readPayLinkStartup(doc(JSON.stringify({ ...valid, link: null })))).toBeNull();
    expect(readPayLinkStartup(doc(JSON.stringify({ ...valid, link: { ...valid.link, payment_number: 'PL2' } })))).toBeNull();
  });
});

describe('startPayPage', () => {
  const win = (text: string | null, href: string) => {
    const replaced: string[] = [];
    const location = { href } as Location;
    const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url) } as unknown as History;
    return { replaced, value: { document: doc(text) as unknown as Document, location, history } };
  };
  const block = JSON.stringify(valid);

  it('names the link’s language in the address, starts the page’s chunk and asks its texts at once', () => {
    const w = win(block, 'https://noren.example/payments/PL1?x=1');
    const loads: number[] = [];
    expect(startPayPage(w.value, async () => void loads.push(1))).toEqual(['payLink', 'bookingPages', 'errors', 'payLinkReceipt']);
    expect(w.replaced).toEqual(['https://noren.example/payments/PL1?x=1&locale=ja']);
    expect(loads).toEqual([1]);
  });

  it('keeps a language the address names, and does nothing without a block', () => {
    const named = win(block, 'https://noren.example/payments/PL1?locale=ko');
    expect(startPayPage(named.value, async () => {})).toHaveLength(4);
    expect(named.replaced).toEqual([]);
    const none = win(null, 'https://noren.example/payments/PL1');
    const loads: number[] = [];
    expect(startPayPage(none.value, async () => void loads.push(1))).toEqual([]);
    expect(none.replaced).toEqual([]);
    expect(loads).toEqual([]);
  });
});
