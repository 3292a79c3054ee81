import { describe, expect, it } from 'vitest';
import { ApiError, memoryStorage, type CurrentUser, type HandoverSession } from '@noren/core/api';
import { CoreStores } from '@noren/core/stores';
import { ORG_SESSION_STORAGE_KEY, OrgSessionStore } from './OrgSessionStore.ts';
import { FakeApi } from '../../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../../core/src/stores/testing/memoryEnv.ts';

const ADMIN: CurrentUser = {
  id: 5, name: 'ACME admin', first_name: null, last_name: null, email: null, provider: 'noren', organization: { id: 7, display_name: 'ACME Travel', name: 'ACME', program_id: null },
  organization_role: 'admin', rank: null, rank_id: null, program_id: null, membership_id: null,
};
const BOOKER: CurrentUser = { ...ADMIN, id: 6, organization_role: 'member' };

function setup(opts: { stored?: string; user?: CurrentUser } = {}) {
  const calls: string[] = [];
  const storage = memoryStorage();
  if (opts.stored) storage.setItem(ORG_SESSION_STORAGE_KEY, opts.stored);
  const root = new CoreStores({ api: new FakeApi(), env: memoryEnv('https://noren.example/admin/organization?code=kyoto-gion'), embedHost: null, dataLayer: null });
  const store = new OrgSessionStore({
    api: {
      redeemHandover: async (token): Promise<HandoverSession> => {
        calls.push(`redeem:${token}`);
        if (token !== 'good') throw new ApiError({ status: 401, code: 9401, message: 'Authentication is required.', payload: { reason: 'handover_invalid' } });
        return { session: 'org-token', expires_at: '2030-01-01T00:00:00Z', user: opts.user ?? ADMIN, brand_id: 1, organization_id: 7 };
      },
    },
    me: async (token) => {
      calls.push(`me:${token}`);
      if (token !== 'org-token') throw new ApiError({ status: 401, code: 9401, message: 'Authentication is required.' });
      return { data: { session: null, user: ADMIN }, meta: { reset_code: null } };
    },
    session: root.session, storage, ready: () => root.initialise(),
  });
  const stop = store.start();
  return { store, root, storage, calls, stop };
}

describe('OrgSessionStore', () => {
  it('spends a hand-over token for a session kept in this tab only, and lets an admin in', async () => {
    const { store, root, storage, calls } = setup();
    expect(store.access).toBe('waiting');
    await store.open('good');
    expect(store.access).toBe('admin');
    expect(store.scope).toEqual({ brandId: 1, orgId: 7 });
    expect(root.apiContext().accessToken).toBe('org-token');
    expect(JSON.parse(storage.getItem(ORG_SESSION_STORAGE_KEY)!)).toEqual({ token: 'org-token', brand_id: 1, organization_id: 7 });
    expect(calls).toEqual(['redeem:good']);
  });

  it('says a spent token is invalid and falls back to the kept session, checked with /user/me', async () => {
    const { store, calls } = setup({ stored: JSON.stringify({ token: 'org-token', brand_id: 1, organization_id: 7 }) });
    await store.open('spent');
    expect(store.error?.messageKey).toBe('orgAdmin:door.handoverInvalid');
    expect(store.access).toBe('admin');
    expect(calls).toEqual(['redeem:spent', 'me:org-token']);
  });

  it('keeps a booker out, and forgets the session on a 401 anywhere', async () => {
    const booker = setup({ user: BOOKER });
    await booker.store.open('good');
    expect(booker.store.access).toBe('not_admin');

    const { store, root, storage } = setup();
    await store.open('good');
    root.session.handleUnauthorized();
    expect(store.access).toBe('signed_out');
    expect(storage.getItem(ORG_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops a kept token the server refuses', async () => {
    const { store, storage } = setup({ stored: JSON.stringify({ token: 'old', brand_id: 1, organization_id: 7 }) });
    await store.open(null);
    expect(store.access).toBe('signed_out');
    expect(storage.getItem(ORG_SESSION_STORAGE_KEY)).toBeNull();
  });
});
