import { describe, expect, it } from 'vitest';
import { ApiError, manageApiFor, type ManageApi } from '@noren/core/api';
import { UnsubscribeStore } from './UnsubscribeStore.ts';

function setup(valid = 'good.token') {
  const calls: string[] = [];
  let sessions = 0;
  const api: ManageApi = {
    ...manageApiFor({}),
    subscriptionStatus: async (token) => {
      calls.push(`status:${token}`);
      if (token !== valid) throw new ApiError({ status: 400, code: 1000, message: 'This unsubscribe link is not valid.', payload: { field: 'token', reason: 'invalid' } });
      return { email: 'm***@example.com', subscribed: true };
    },
    unsubscribe: async (token) => calls.push(`unsubscribe:${token}`),
  };
  const store = new UnsubscribeStore({ api, ensureClientSession: async () => void sessions++ });
  return { store, calls, sessions: () => sessions };
}

describe('UnsubscribeStore', () => {
  it('shows whose subscription the link is for, then unsubscribes it, with a client session first', async () => {
    const { store, calls, sessions } = setup();
    await store.load('good.token');
    expect(store.status).toEqual({ email: 'm***@example.com', subscribed: true });
    expect(await store.unsubscribe()).toBe(true);
    expect(store.done).toBe(true);
    expect(store.status?.subscribed).toBe(false);
    expect(calls).toEqual(['status:good.token', 'unsubscribe:good.token']);
    expect(sessions()).toBe(2);
  });

  it('a forged link shows the error and offers nothing to confirm', async () => {
    const { store, calls } = setup();
    await store.load('forged');
    expect(store.status).toBeNull();
    expect(store.error?.payload?.reason).toBe('invalid');
    expect(calls).toEqual(['status:forged']);
  });
});
