import { describe, expect, it } from 'vitest';
import { readPayLinkStartup } from './payLinkStartup.ts';

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
