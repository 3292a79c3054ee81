import { describe, expect, it } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { ApiError } from '@noren/core/api';
import { CoreStores } from './root/CoreStores.ts';
import { MEMBER_SESSION_STORAGE_KEY } from './SessionStore.ts';
import { windowEmbedHost, type EmbedHost, type MessageEventLike } from './ParentMessagesStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { memoryEnv } from './testing/memoryEnv.ts';

/** A framed page: what the app posted to its parent, and a way to deliver messages and keys to it. */
class FakeHost implements EmbedHost {
  posted: Array<{ message: { source: string; type: string; payload?: unknown }; targetOrigin: string }> = [];
  parent = {
    postMessage: (message: unknown, targetOrigin: string) => {
      this.posted.push({ message: message as { source: string; type: string }, targetOrigin });
    },
  };
  private messageListeners = new Set<(event: MessageEventLike) => void>();
  private escapeListeners = new Set<() => void>();

  onMessage(listener: (event: MessageEventLike) => void) {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onEscape(listener: () => void) {
    this.escapeListeners.add(listener);
    return () => this.escapeListeners.delete(listener);
  }

  send(origin: string, data: unknown) {
    for (const listener of this.messageListeners) listener({ origin, data });
  }

  escape() {
    for (const listener of this.escapeListeners) listener();
  }

  types() {
    return this.posted.map((p) => p.message.type);
  }
}

const HOTEL = 'https://hotel.example';

function setup(query = `code=kyoto-gion&parentUrl=${encodeURIComponent(`${HOTEL}/rooms`)}`, path = '/booking/result') {
  const api = new FakeApi();
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const env = memoryEnv(`https://noren.example${path}?${query}`, clock);
  const host = new FakeHost();
  const root = new CoreStores({ api, env, clock, embedHost: host, dataLayer: null });
  return { api, env, host, root };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ParentMessagesStore: to the parent', () => {
  it('posts booking-widget-opened once init arrived, to the parent origin only', async () => {
    const { host, root } = setup();
    const started = root.initialise();
    expect(host.types()).toEqual([]);
    await started;
    expect(host.posted).toEqual([{ message: { source: 'noren', type: 'booking-widget-opened' }, targetOrigin: HOTEL }]);
  });

  it('uses * only when parentUrl is *', async () => {
    const { host, root } = setup('code=kyoto-gion&parentUrl=*');
    await root.initialise();
    expect(host.posted.map((p) => p.targetOrigin)).toEqual(['*']);
  });

  it('posts nothing without a usable parentUrl', async () => {
    for (const query of ['code=kyoto-gion', 'code=kyoto-gion&parentUrl=hotel.example', 'code=kyoto-gion&parentUrl=javascript:alert(1)']) {
      const { host, root } = setup(query);
      await root.initialise();
      expect(root.parentMessages.post('close')).toBe(false);
      expect(host.posted).toEqual([]);
    }
  });

  it('sends no messages at all in recommender-widget mode', async () => {
    const { host, root } = setup(undefined, '/recommender-widget');
    await root.initialise();
    host.escape();
    expect(root.parentMessages.close()).toBe(false);
    expect(host.posted).toEqual([]);
  });

  it('asks the parent to close on an unhandled Escape and from the app close control', async () => {
    const { host, root } = setup();
    await root.initialise();
    host.escape();
    expect(root.parentMessages.close()).toBe(true);
    expect(host.types()).toEqual(['booking-widget-opened', 'close', 'close']);
  });

  it('posts login after a sign-in, and companion info when the program changes', async () => {
    const { host, root } = setup();
    await root.initialise();
    root.session.signIn('member-session', { id: 5 });
    expect(host.types()).toContain('login');
    expect(JSON.stringify(host.posted)).not.toContain('member-session');
    root.session.program = { id: 1, additional_tiers_attributes: [{ code: 'adult_companion', is_active: true, translations: { en: 'Companion' } }] };
    expect(host.posted.at(-1)?.message).toEqual({
      source: 'noren', type: 'receiveCompanionInfo',
      payload: { adultsCompanionEnable: true, childrenCompanionEnable: false, translations: { en: { adult: 'Companion' } } },
    });
    root.session.logoutLocally();
    expect(host.posted.at(-1)?.message.payload).toMatchObject({ adultsCompanionEnable: false });
  });

  it('stops once disposed', async () => {
    const { host, root } = setup();
    await root.initialise();
    root.dispose();
    host.escape();
    expect(host.types()).toEqual(['booking-widget-opened']);
  });
});

describe('ParentMessagesStore: from the parent', () => {
  it('refuses a message from any origin but the parent one', async () => {
    const { api, host, root } = setup();
    await root.initialise();
    root.session.signIn('member-session', { id: 5 });
    host.send('https://evil.example', 'logout');
    host.send('https://www.hotel.example', { type: 'logout' });
    host.send('https://noren.example', { source: 'noren', type: 'logout' });
    await tick();
    expect(root.session.signedIn).toBe(true);
    expect(root.parentMessages.refused).toBe(3);
    expect(api.calls).not.toContain('signOut:kyoto-gion');
  });

  it('logs out on the parent origin, deferred until init arrives', async () => {
    const { api, env, host, root } = setup();
    env.storage.setItem(MEMBER_SESSION_STORAGE_KEY, 'member-session');
    api.currentUser = { data: { session: 'member-session', user: { id: 5 } } };
    const started = root.initialise();
    host.send(HOTEL, 'logout');
    expect(root.session.initArrived).toBe(false);
    await started;
    await tick();
    await tick();
    // Run at once, the logout would have found nobody signed in yet (no sign-out call to the
    // server); deferred, init signs the member in and the logout then signs them out properly.
    expect(api.calls.filter((c) => c === 'getCurrentUser' || c.startsWith('signOut'))).toEqual(['getCurrentUser', 'signOut:kyoto-gion']);
    expect(root.parentMessages.handled).toEqual(['logout']);
    expect(root.session.signedIn).toBe(false);
    expect(env.storage.getItem(MEMBER_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('accepts any origin when parentUrl is *', async () => {
    const { host, root } = setup('code=kyoto-gion&parentUrl=*');
    await root.initialise();
    host.send('https://anyone.example', 'refresh-login-from-chatbot');
    expect(root.parentMessages.handled).toEqual(['refresh-login-from-chatbot']);
  });

  it('refresh-login re-reads the shared session and signs the user in, leaving sign-in pages for the search', async () => {
    const { api, env, host, root } = setup(`code=kyoto-gion&parentUrl=${encodeURIComponent(HOTEL)}`, '/sign-in');
    await root.initialise();
    env.storage.setItem(MEMBER_SESSION_STORAGE_KEY, 'from-chat');
    api.currentUser = { data: { session: 'from-chat', user: { id: 9 } } };
    host.send(HOTEL, { type: 'refresh-login-from-chatbot' });
    await tick();
    await tick();
    expect(api.userLookups.at(-1)).toEqual({ accessToken: 'from-chat' });
    expect(root.session.signedIn).toBe(true);
    expect(root.navigation.lastIntent).toEqual({ kind: 'path', path: `/booking/result?code=kyoto-gion&parentUrl=${encodeURIComponent(HOTEL)}`, replace: true });
  });

  it('refresh-login without a valid session logs out locally and goes to the results', async () => {
    const { api, env, root } = setup();
    await root.initialise();
    root.session.signIn('old', { id: 5 });
    env.storage.setItem(MEMBER_SESSION_STORAGE_KEY, 'revoked');
    api.currentUser = new ApiError({ status: 401, message: 'gone' });
    await root.parentMessages.refreshLogin();
    expect(root.session.signedIn).toBe(false);
    expect(root.navigation.lastIntent).toMatchObject({ kind: 'path', replace: true });
    expect((root.navigation.lastIntent as { path: string }).path).toMatch(/^\/booking\/result\?code=kyoto-gion/);
  });

  it('ignores traffic that is not one of its messages', async () => {
    const { host, root } = setup();
    await root.initialise();
    host.send(HOTEL, { type: 'close' });
    host.send(HOTEL, 'hello');
    expect(root.parentMessages.handled).toEqual([]);
    expect(root.parentMessages.refused).toBe(0);
  });
});

describe('windowEmbedHost', () => {
  it('is null outside a browser window and has no parent at the top level', () => {
    expect(windowEmbedHost(undefined)).toBeNull();
    expect(windowEmbedHost(globalThis)).toBeNull();
    const top = { addEventListener() {}, removeEventListener() {}, parent: null as unknown };
    top.parent = top;
    expect(windowEmbedHost(top)?.parent).toBeNull();
  });

  it('adapts a framed window: messages, unhandled Escape only, and the parent', () => {
    const listeners = new Map<string, (event: never) => void>();
    const parent = { postMessage() {} };
    const win = {
      parent,
      addEventListener: (type: string, fn: (event: never) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const host = windowEmbedHost(win)!;
    expect(host.parent).toBe(parent);
    const got: string[] = [];
    const stopMessages = host.onMessage((event) => got.push(`${event.origin}:${String(event.data)}`));
    const stopKeys = host.onEscape(() => got.push('escape'));
    const fire = (type: string, event: unknown) => (listeners.get(type) as (event: unknown) => void)(event);
    fire('message', { origin: HOTEL, data: 'logout', source: null });
    fire('keydown', { key: 'Escape', defaultPrevented: false });
    fire('keydown', { key: 'Escape', defaultPrevented: true });
    fire('keydown', { key: 'Enter', defaultPrevented: false });
    expect(got).toEqual([`${HOTEL}:logout`, 'escape']);
    stopMessages();
    stopKeys();
    expect(listeners.size).toBe(0);
  });
});

/** A framed page whose content height the test sets. */
class GrowingHost extends FakeHost {
  heightListener: ((height: number) => void) | null = null;
  watchContentHeight(listener: (height: number) => void) {
    this.heightListener = listener;
    return () => {
      this.heightListener = null;
    };
  }
}

describe('ParentMessagesStore: content height for an inline frame', () => {
  function growing(query: string) {
    const api = new FakeApi();
    const clock = new ManualClock('2030-01-01T00:00:00Z');
    const env = memoryEnv(`https://noren.example/booking/result?${query}`, clock);
    const host = new GrowingHost();
    const root = new CoreStores({ api, env, clock, embedHost: host, dataLayer: null });
    return { host, root };
  }
  const heights = (host: FakeHost) => host.posted.filter((p) => p.message.type === 'content-height');

  it('posts each new height, rounded up and capped, to the parent origin, and stops when disposed', async () => {
    const { host, root } = growing(`code=kyoto-gion&embed=inline&parentUrl=${encodeURIComponent(HOTEL)}`);
    await root.initialise();
    host.heightListener!(1234.2);
    host.heightListener!(1234.9);
    host.heightListener!(0);
    host.heightListener!(99_999);
    expect(heights(host)).toEqual([
      { message: { source: 'noren', type: 'content-height', payload: { height: 1235 } }, targetOrigin: HOTEL },
      { message: { source: 'noren', type: 'content-height', payload: { height: 20_000 } }, targetOrigin: HOTEL },
    ]);
    root.dispose();
    expect(host.heightListener).toBeNull();
  });

  it('does not measure in the overlay (no embed=inline) or without a parent to talk to', async () => {
    for (const query of [`code=kyoto-gion&parentUrl=${encodeURIComponent(HOTEL)}`, 'code=kyoto-gion&embed=inline']) {
      const { host, root } = growing(query);
      await root.initialise();
      expect(host.heightListener).toBeNull();
    }
  });
});
