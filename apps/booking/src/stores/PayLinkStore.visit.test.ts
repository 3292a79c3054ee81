// The pay page's visit (PayLinkStore.open): started while the page first renders and again from its
// effect, the link is read once per visit; a new visit (another link, or the return from 3-D
// Secure, or after the page was left) reads it again.
import { describe, expect, it } from 'vitest';
import type { PayLinkApi } from '@noren/core/api';
import type { PayLinkView } from '@noren/core/domain';
import { PayLinkStore } from './PayLinkStore.ts';

function fakeApi() {
  const reads: string[] = [];
  const results: string[] = [];
  const api = {
    getPayLink: async (n: string) => {
      reads.push(n);
      return { payment_number: n, page_session: null } as unknown as PayLinkView;
    },
    pay: async () => {
      throw new Error('not paying here');
    },
    paymentResult: async (n: string, id: string) => {
      results.push(`${n}:${id}`);
      return { payment_number: n, page_session: null } as unknown as PayLinkView;
    },
    downloadReceipt: async () => {
      throw new Error('no receipt here');
    },
    resolveQr: async () => {
      throw new Error('no QR here');
    },
  } satisfies PayLinkApi;
  return { api, reads, results };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the pay page visit', () => {
  it('reads the link once however often the visit is opened', async () => {
    const { api, reads } = fakeApi();
    const store = new PayLinkStore({ api, ensureClientSession: async () => {} });
    expect(store.started).toBe(false);
    store.open('PL1');
    store.open('PL1');
    expect(store.started).toBe(true);
    await settle();
    expect(reads).toEqual(['PL1']);
    expect(store.link?.payment_number).toBe('PL1');
  });

  it('reads again for another link, the 3-D Secure return, or after the page was left', async () => {
    const { api, reads, results } = fakeApi();
    const store = new PayLinkStore({ api, ensureClientSession: async () => {} });
    store.open('PL1');
    store.open('PL2');
    store.open('PL2', { paymentId: 'pay_1' });
    await settle();
    expect(reads).toEqual(['PL1', 'PL2', 'PL2']);
    expect(results).toEqual(['PL2:pay_1']);
    store.dispose();
    expect(store.started).toBe(false);
    store.open('PL2', { paymentId: 'pay_1' });
    await settle();
    expect(reads).toHaveLength(4);
  });
});
