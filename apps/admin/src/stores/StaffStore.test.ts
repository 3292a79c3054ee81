import { describe, expect, it } from 'vitest';
import { ApiError, memoryStorage, staffApiFor, type StaffApi, type StaffUserView } from '@noren/core/api';
import { CoreStores, MEMBER_SESSION_STORAGE_KEY } from '@noren/core/stores';
import { STAFF_SESSION_STORAGE_KEY, StaffStore } from './StaffStore.ts';
import { FakeApi } from '../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../core/src/stores/testing/memoryEnv.ts';

const MANAGER: StaffUserView = {
  id: 2, name: 'Manager', email: 'manager@noren.example', role: 'manager', brand_id: 1,
  hotels: [{ id: 1, code: 'taipei-daan', name: 'Daan' }, { id: 3, code: 'kyoto-gion', name: 'Gion' }],
};

function setup(opts: { stored?: string; code?: string } = {}) {
  const calls: string[] = [];
  const sessionStorage = memoryStorage();
  if (opts.stored) sessionStorage.setItem(STAFF_SESSION_STORAGE_KEY, opts.stored);
  const env = { ...memoryEnv(`https://noren.example/admin/?code=${opts.code ?? 'kyoto-gion'}`), sessionStorage };
  const fake = new FakeApi();
  const root = new CoreStores({ api: fake, env, embedHost: null, dataLayer: null });
  const api: StaffApi = {
    ...staffApiFor({}),
    staffSignIn: async ({ email, password }) => {
      calls.push(`sign_in:${email}`);
      if (password !== 'Noren-Manager-1') throw new ApiError({ status: 401, code: 9401, message: 'Authentication is required.', payload: { reason: 'invalid_credentials' } });
      return { session: 'staff-token', expires_at: '2030-01-01T00:00:00Z', staff: MANAGER };
    },
    staffSignOut: async () => void calls.push(`sign_out:${root.apiContext().accessToken}`),
    staffMe: async ({ accessToken } = {}) => {
      calls.push(`me:${accessToken}`);
      if (accessToken !== 'staff-token') throw new ApiError({ status: 401, code: 9401, message: 'Authentication is required.' });
      return MANAGER;
    },
  };
  const store = new StaffStore({ api, session: root.session, storage: sessionStorage, ready: () => root.initialise(), preferredHotel: () => root.session.hotelCode });
  store.start();
  return { store, root, fake, env, sessionStorage, calls };
}

describe('StaffStore', () => {
  it('refuses a wrong password with a message of its own, then signs in: the token becomes the bearer and stays in the tab only', async () => {
    const { store, root, env, sessionStorage, calls } = setup();
    expect(await store.signIn('manager@noren.example', 'wrong')).toBe(false);
    expect(store.signInError?.messageKey).toBe('admin:signIn.invalidCredentials');
    expect(store.signedIn).toBe(false);
    expect(root.apiContext().accessToken).toBeNull();

    expect(await store.signIn(' manager@noren.example ', 'Noren-Manager-1')).toBe(true);
    expect(store.signInError).toBeNull();
    expect(store.signedIn).toBe(true);
    expect(root.apiContext().accessToken).toBe('staff-token');
    expect(root.apiContext().clientSession).toBe('cs-fake');
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBe('staff-token');
    expect(env.storage.getItem(MEMBER_SESSION_STORAGE_KEY)).toBeNull();
    expect(calls).toEqual(['sign_in:manager@noren.example', 'sign_in:manager@noren.example']);
  });

  it('asks for both fields before calling', async () => {
    const { store, calls } = setup();
    expect(await store.signIn('  ', 'x')).toBe(false);
    expect(store.signInError?.messageKey).toBe('admin:signIn.required');
    expect(calls).toEqual([]);
  });

  it('lists the ?code= hotel first', async () => {
    const { store } = setup({ code: 'kyoto-gion' });
    await store.signIn('manager@noren.example', 'Noren-Manager-1');
    expect(store.hotels.map((h) => h.code)).toEqual(['kyoto-gion', 'taipei-daan']);
    expect(store.worksAt('taipei-daan')).toBe(true);
    expect(store.worksAt('osaka')).toBe(false);
  });

  it('restores a token kept in the tab after checking it, and drops one the server refuses', async () => {
    const good = setup({ stored: 'staff-token' });
    await good.store.restore();
    expect(good.store.restored).toBe(true);
    expect(good.store.signedIn).toBe(true);
    expect(good.root.apiContext().accessToken).toBe('staff-token');

    const stale = setup({ stored: 'revoked' });
    await stale.store.restore();
    expect(stale.calls).toEqual(['me:revoked']);
    expect(stale.store.restored).toBe(true);
    expect(stale.store.signedIn).toBe(false);
    expect(stale.sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
    expect(stale.root.apiContext().accessToken).toBeNull();
  });

  it('a 401 on any later call signs the staff out through the session', async () => {
    const { store, fake, sessionStorage, root } = setup();
    await store.signIn('manager@noren.example', 'Noren-Manager-1');
    fake.binding!.onUnauthorized!(new ApiError({ status: 401, code: 9401, message: 'Authentication is required.' }));
    expect(store.signedIn).toBe(false);
    expect(store.staff).toBeNull();
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
    expect(root.errors.global).not.toBeNull();
  });

  it('signs out on the server with the bearer, then here', async () => {
    const { store, calls, sessionStorage, root } = setup();
    await store.signIn('manager@noren.example', 'Noren-Manager-1');
    await store.signOut();
    expect(calls.at(-1)).toBe('sign_out:staff-token');
    expect(store.signedIn).toBe(false);
    expect(root.apiContext().accessToken).toBeNull();
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });
});
