// The deferred client: the inlined session answers without loading axios; any call loads the
// real client once, bound to what the stores bound before it arrived.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { memoryStorage } from './clientSessionCache.ts';
import type { ApiClient, ApiClientOptions } from './createApiClient.ts';
import { DeferredApiClient } from './deferredApiClient.ts';
import type { ApiBinding } from './types.ts';

function setup(startupSession: { client_session: string; expires_at: string } | null) {
  const loads: ApiClientOptions[] = [];
  const bound: ApiBinding[] = [];
  const fake = {
    bind: (b: ApiBinding) => void bound.push(b),
    ensureClientSession: async () => ({ client_session: 'made-by-post', expires_at: '2030-01-02T00:00:00Z' }),
    getHotel: async (id: string | number) => ({ id }),
    clearClientSession: () => {},
  } as unknown as ApiClient;
  const storage = memoryStorage();
  const client = new DeferredApiClient({
    appKey: 'demo-booking', appSecret: 's', appVersion: 'v', storage, clock: new ManualClock('2030-01-01T00:00:00Z'), startupSession,
    loadClient: async () => ({ createApiClient: (options) => (loads.push(options), fake) }),
  });
  return { client, loads, bound, storage };
}

describe('DeferredApiClient', () => {
  it('answers the client session from the page’s HTML without loading the real client, and stores it', async () => {
    const { client, loads, storage } = setup({ client_session: 'inlined', expires_at: '2030-01-01T18:00:00Z' });
    expect((await client.ensureClientSession()).client_session).toBe('inlined');
    expect(loads).toHaveLength(0);
    expect(storage.getItem('noren.client_session.demo-booking')).toContain('inlined');
  });

  it('loads the real client for an expired inlined session, and once for every call, bound as the stores asked', async () => {
    const { client, loads, bound } = setup({ client_session: 'old', expires_at: '2029-12-31T00:00:00Z' });
    const binding: ApiBinding = { context: () => ({ language: 'en', clientSession: null, accessToken: null, siteController: null }), onInvalidSession: () => {} };
    client.bind(binding);
    expect((await client.ensureClientSession()).client_session).toBe('made-by-post');
    await client.getHotel('kyoto-gion');
    expect(loads).toHaveLength(1);
    expect(bound).toEqual([binding]);
  });
});
