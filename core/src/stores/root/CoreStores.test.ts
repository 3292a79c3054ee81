// The root's dispose(): every reaction and listener its stores started stops, so nothing reacts
// to the session after the app is gone.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { CoreStores } from './CoreStores.ts';
import type { EmbedHost } from '../ParentMessagesStore.ts';
import { paymentOf } from '../payment/paymentOf.ts';
import { pointsOf } from '../points/pointsOf.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { memoryEnv } from '../testing/memoryEnv.ts';

const HOTEL = 'https://hotel.example';

/** A parent page: what the app posted to it, and how many listeners the app keeps on it. */
function framedHost() {
  const posted: string[] = [];
  const listeners = new Set<unknown>();
  const host: EmbedHost = {
    parent: { postMessage: (message: unknown) => posted.push((message as { type: string }).type) },
    onMessage: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    onEscape: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  return { host, posted, listeners };
}

async function setup() {
  const api = new FakeApi();
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const env = memoryEnv(`https://noren.example/booking/result?code=kyoto-gion&parentUrl=${encodeURIComponent(`${HOTEL}/rooms`)}`, clock);
  const frame = framedHost();
  const root = new CoreStores({ api, env, clock, embedHost: frame.host, dataLayer: null, accountApi: api });
  await root.initialise();
  return { api, root, ...frame };
}

describe('CoreStores.dispose', () => {
  it('while mounted, a sign-in resets points, forgets saved cards and tells the parent', async () => {
    const { root, posted } = await setup();
    const points = pointsOf(root);
    points.totalPoint = 500;
    paymentOf(root).saved.set([{ id: 7, brand: 'jcb', last4: '0505', exp_month: 12, exp_year: 2030 }]);
    posted.length = 0;
    root.session.signIn('member-tok', { id: 7, name: 'Hanako' });
    expect(points.totalPoint).toBe(0);
    expect(paymentOf(root).savedCards).toEqual([]);
    expect(posted).toContain('login');
  });

  it('after dispose, a change of session triggers nothing and no listener is left on the parent', async () => {
    const { root, posted, listeners } = await setup();
    const points = pointsOf(root);
    const payment = paymentOf(root);
    expect(listeners.size).toBeGreaterThan(0);
    root.dispose();
    expect(listeners.size).toBe(0);

    points.totalPoint = 500;
    payment.saved.set([{ id: 7, brand: 'jcb', last4: '0505', exp_month: 12, exp_year: 2030 }]);
    posted.length = 0;
    root.session.signIn('member-tok', { id: 7, name: 'Hanako' });
    root.session.setBearerSession(null);
    expect(points.totalPoint).toBe(500);
    expect(payment.savedCards).toHaveLength(1);
    expect(posted).toEqual([]);
  });

  it('dispose twice is harmless', async () => {
    const { root } = await setup();
    root.dispose();
    expect(() => root.dispose()).not.toThrow();
  });
});
