import { afterEach, describe, expect, it } from 'vitest';
import { clientSessionStorageKey } from '@noren/core/api';
import { FakeApi } from '../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../core/src/stores/testing/memoryEnv.ts';
import { FakeKioskApi, samplePayLink } from '../testing/fakeKioskApi.ts';
import { KIOSK_DEVICE_STORAGE_KEY } from './Device.store.ts';
import { KIOSK_SETTINGS_STORAGE_KEY } from './KioskSettings.store.ts';
import { KioskRoot } from './KioskRoot.ts';
import { listableMemoryStorage } from './wipe.ts';

let root: KioskRoot | null = null;
afterEach(() => root?.dispose());

async function pairedRoot(href = 'http://localhost/kiosk/?code=kyoto-gion&idle_seconds=90') {
  const env = memoryEnv(href);
  const local = listableMemoryStorage();
  const session = listableMemoryStorage();
  env.storage = local;
  env.sessionStorage = session;
  const kioskApi = new FakeKioskApi();
  const cookies = new Map<string, string>([['kyoto-gion_search', 'x'], ['_ga', 'y']]);
  root = new KioskRoot({
    api: new FakeApi(), env, kioskApi, appKey: 'demo-kiosk', embedHost: null, dataLayer: null,
    wipeTargets: { storages: [local, session], cookieNames: () => [...cookies.keys()], removeCookie: (name) => void cookies.delete(name) },
  });
  await root.initialise();
  await root.device.pair('ABC123');
  return { root, env, local, session, kioskApi, cookies };
}

describe('KioskRoot.wipe', () => {
  it('keeps only the device credential, the kiosk settings and the app session, and forgets every trace of the guest', async () => {
    const { root, local, session, kioskApi, cookies } = await pairedRoot();
    local.setItem(clientSessionStorageKey('demo-kiosk'), '{"client_session":"cs"}');
    local.setItem('noren.member_session', 'token');
    local.setItem('noren.something_else', 'guest data');
    session.setItem('noren.draft', 'guest data');
    root.locale.setLanguage('ja');
    root.search.setCriteria({ checkin: '2026-11-25', checkout: '2026-11-26', adults: 2 });
    root.selection.setCount({ roomTypeCode: 'T', roomPlanCode: 'P', numberOfAdults: 2, numberOfChildren: 0, type: 'rooms' }, 1);
    root.reservation.setGuest({ first_name: 'Hanako', email: 'h@example.com' });
    root.setGuestScreen(true);
    root.payLink.show(samplePayLink);
    await root.staffCall.call();
    let cameraStopped = false;
    root.holdCamera({ stop: () => (cameraStopped = true) });
    expect(root.engaged).toBe(true);

    const removed = root.wipe();

    expect(local.keys().sort()).toEqual([clientSessionStorageKey('demo-kiosk'), KIOSK_DEVICE_STORAGE_KEY, KIOSK_SETTINGS_STORAGE_KEY].sort());
    expect(session.keys()).toEqual([]);
    expect([...cookies.keys()]).toEqual([]);
    expect(removed).toEqual(expect.arrayContaining(['noren.member_session', 'noren.something_else', 'noren.draft', 'noren.locale', 'cookie:kyoto-gion_search']));
    expect(root.search.criteria).toBeNull();
    expect(root.selection.lines).toEqual([]);
    expect(root.reservation.guest).toEqual({});
    expect(root.payLink.link).toBeNull();
    expect(root.staffCall.state).toBe('idle');
    expect(cameraStopped).toBe(true);
    expect(root.locale.language).toBe(root.homeLanguage());
    expect(root.engaged).toBe(false);
    // Still paired, with its settings, and nothing asked the server to cancel the pay link.
    expect(root.device.paired).toBe(true);
    expect(root.device.credential).toBe('device-credential');
    expect(root.kioskSettings.idleSeconds).toBe(90);
    expect(kioskApi.calls.filter((c) => /cancel/i.test(c))).toEqual([]);
    expect(root.navigation.lastIntent).toEqual({ kind: 'path', path: '/?code=kyoto-gion', replace: true });
  });

  it('a restarted kiosk is still paired from its stored credential after a wipe', async () => {
    const { root, env, kioskApi } = await pairedRoot();
    root.wipe();
    const again = new KioskRoot({ api: new FakeApi(), env, kioskApi, embedHost: null, dataLayer: null });
    await again.device.restore();
    expect(again.device.paired).toBe(true);
    expect(kioskApi.calls).toContain('device device-credential');
    again.dispose();
  });

  it('unpairs at the first device call refused for its credential (revoked in the staff console), not at other failures', async () => {
    const { root, env, kioskApi, session } = await pairedRoot();
    const { ApiError } = await import('@noren/core/api');
    session.setItem('guest.draft', 'left behind');
    kioskApi.lookupResult = new ApiError({ status: 404, code: 9404, message: 'Not found' });
    await expect(root.kioskApi.lookup('device-credential', { reservation_number: 'NR-1', email: 'a@example.com' })).rejects.toBeInstanceOf(ApiError);
    expect(root.device.state).toBe('paired');
    kioskApi.lookupResult = new ApiError({ status: 401, code: 9401, message: 'This kiosk is not paired.', payload: { reason: 'device_invalid' } });
    await expect(root.kioskApi.lookup('device-credential', { reservation_number: 'NR-1', email: 'a@example.com' })).rejects.toBeInstanceOf(ApiError);
    expect(root.device.state).toBe('unpaired');
    expect(root.device.credential).toBeNull();
    expect(env.storage.getItem(KIOSK_DEVICE_STORAGE_KEY)).toBeNull();
    expect(session.getItem('guest.draft')).toBeNull();
  });

  it('forgets a credential the server refuses and shows the pairing screen', async () => {
    const { root, env, kioskApi } = await pairedRoot();
    root.dispose();
    const { ApiError } = await import('@noren/core/api');
    kioskApi.self = new ApiError({ status: 401, code: 9401, message: 'device_invalid' });
    const again = new KioskRoot({ api: new FakeApi(), env, kioskApi, embedHost: null, dataLayer: null });
    await again.device.restore();
    expect(again.device.state).toBe('unpaired');
    expect(env.storage.getItem(KIOSK_DEVICE_STORAGE_KEY)).toBeNull();
    again.dispose();
  });
});
