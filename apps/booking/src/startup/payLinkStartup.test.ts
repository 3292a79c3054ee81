import { describe, expect, it, vi } from 'vitest';
import { payPageAddress, readPayLinkStartup, startPayPage } from './payLinkStartup.ts';

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
  const win = (href: string) => {
    const replaced: string[] = [];
    const location = { href } as Location;
    const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url) } as unknown as History;
    return { replaced, value: { location, history } };
  };
  const startup = readPayLinkStartup(doc(JSON.stringify(valid)));

  it('names the link’s language in the address, starts the page’s chunk and asks its texts at once', async () => {
    const w = win('https://noren.example/payments/PL1?x=1');
    const loads: number[] = [];
    const start = startPayPage(w.value, startup, async () => void loads.push(1));
    expect(start.namespaces).toEqual(['payLink', 'bookingPages', 'errors', 'payLinkReceipt']);
    expect(w.replaced).toEqual(['https://noren.example/payments/PL1?x=1&locale=ja']);
    expect(loads).toEqual([1]);
    await expect(start.chunk).resolves.toBeUndefined();
  });

  it('waits for the page’s chunk, and settles when it fails too', async () => {
    let arrive = () => {};
    const chunk = startPayPage(win('https://noren.example/payments/PL1').value, startup, () => new Promise<void>((resolve) => { arrive = resolve; })).chunk;
    const settled = vi.fn();
    void chunk.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    arrive();
    await chunk;
    expect(settled).toHaveBeenCalled();
    await expect(startPayPage(win('https://noren.example/payments/PL1').value, startup, () => Promise.reject(new Error('offline'))).chunk).resolves.toBeUndefined();
  });

  it('keeps a language the address names, and does nothing without a block', () => {
    const named = win('https://noren.example/payments/PL1?locale=ko');
    expect(startPayPage(named.value, startup, async () => {}).namespaces).toHaveLength(4);
    expect(named.replaced).toEqual([]);
    const none = win('https://noren.example/payments/PL1');
    const loads: number[] = [];
    expect(startPayPage(none.value, null, async () => void loads.push(1)).namespaces).toEqual([]);
    expect(none.replaced).toEqual([]);
    expect(loads).toEqual([]);
  });
});

describe('payPageAddress', () => {
  it('adds the link’s language to an address that names none, and leaves one that does', () => {
    const startup = readPayLinkStartup(doc(JSON.stringify(valid)))!;
    expect(payPageAddress('https://noren.example/payments/PL1/display', startup)).toBe('https://noren.example/payments/PL1/display?locale=ja');
    expect(payPageAddress('https://noren.example/payments/PL1?locale=en', startup)).toBeNull();
  });
});
