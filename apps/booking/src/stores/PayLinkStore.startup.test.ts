// The pay page's hand-off (core/domain startup/payLinkStartup.ts): the link and the client session
// the HTML carried answer the page's first read of that number, synchronously and without any
// call; another number, a return from 3-D Secure, or a second visit read from the API as before.
import { describe, expect, it } from 'vitest';
import type { PayLinkApi } from '@noren/core/api';
import type { ClientSessionResponse, PayLinkStartupData, PayLinkView } from '@noren/core/domain';
import { PayLinkStore } from './PayLinkStore.ts';

const view = (n: string, extra: Partial<PayLinkView> = {}) => ({ payment_number: n, page_session: 'ps-api', ...extra }) as unknown as PayLinkView;
const startup = (n: string): PayLinkStartupData => ({
  payment_number: n,
  client_session: { client_session: 'inlined-session', expires_at: '2030-01-01T00:00:00Z' },
  link: view(n, { page_session: 'ps-inlined', subject: 'Airport transfer' }),
});

function setUp(data: PayLinkStartupData | null) {
  const calls: string[] = [];
  const adopted: ClientSessionResponse[] = [];
  const timers: number[] = [];
  const api = {
    getPayLink: async (n: string) => {
      calls.push(`get ${n}`);
      return view(n);
    },
    pay: async () => {
      throw new Error('not paying here');
    },
    paymentResult: async (n: string, id: string) => {
      calls.push(`result ${n}:${id}`);
      return view(n);
    },
    downloadReceipt: async () => {
      throw new Error('no receipt here');
    },
    resolveQr: async () => {
      throw new Error('no QR here');
    },
  } satisfies PayLinkApi;
  const store = new PayLinkStore({
    api,
    ensureClientSession: async () => void calls.push('session'),
    startup: data,
    adoptClientSession: (s) => adopted.push(s),
    setTimer: (_run, ms) => {
      timers.push(ms);
      return () => {};
    },
  });
  return { store, calls, adopted, timers };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the pay page’s inlined start-up data', () => {
  it('answers the first read of its number at once, with no call, and adopts the session', async () => {
    const { store, calls, adopted, timers } = setUp(startup('PL1'));
    store.open('PL1');
    // Synchronously: the first render already has the link.
    expect(store.link?.subject).toBe('Airport transfer');
    expect(store.link?.page_session).toBe('ps-inlined');
    expect(store.loading).toBe(false);
    await settle();
    expect(calls).toEqual([]);
    expect(adopted.map((s) => s.client_session)).toEqual(['inlined-session']);
    // The page's hour runs as for a read.
    expect(timers).toEqual([60 * 60 * 1000]);
  });

  it('is used once: a later visit of the same number reads from the API', async () => {
    const { store, calls } = setUp(startup('PL1'));
    store.open('PL1');
    store.dispose();
    store.open('PL1');
    await settle();
    expect(calls).toEqual(['session', 'get PL1']);
    expect(store.link?.page_session).toBe('ps-api');
  });

  it('is not used for another number, nor for a return from 3-D Secure', async () => {
    const other = setUp(startup('PL1'));
    other.store.open('PL2');
    await settle();
    expect(other.calls).toEqual(['session', 'get PL2']);
    expect(other.adopted).toEqual([]);

    const back = setUp(startup('PL1'));
    back.store.open('PL1', { paymentId: 'pay_1' });
    await settle();
    expect(back.calls).toEqual(['session', 'result PL1:pay_1', 'get PL1']);
    expect(back.adopted).toEqual([]);
    expect(back.store.link?.page_session).toBe('ps-api');
  });

  it('reads as before when the HTML carried nothing', async () => {
    const { store, calls } = setUp(null);
    store.open('PL1');
    expect(store.loading).toBe(true);
    await settle();
    expect(calls).toEqual(['session', 'get PL1']);
  });
});
