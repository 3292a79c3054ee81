// The booking app framed in a hotel's page talks to that page (spec part 2 §7.9, part 1 §4 "Login
// by parent message", §5 origin check):
//   out  booking-widget-opened once init arrived, login after a sign-in, receiveCompanionInfo when
//        the member program changes, close (Escape or the app's close control), ga4Event per
//        analytics event, content-height (inline frames only, embed=inline) as the page's content
//        grows or shrinks; always to parentUrl's origin, '*' only when parentUrl is '*', nothing
//        without a parentUrl, nothing from /recommender-widget.
//   in   logout (deferred until init arrives) and refresh-login-from-chatbot, accepted only when
//        parentUrl is '*' or names the message's origin.
// The window comes in as an EmbedHost, so the store runs under node in tests.
import { action, makeObservable, observable, reaction, when } from 'mobx';
import {
  EMBED_MODE_PARAM, INLINE_EMBED_MODE, PARENT_URL_PARAM, companionInfo, contentHeightPayload, isAllowedOrigin, isRecommenderWidgetPath, norenMessage,
  readIncomingMessage, targetOriginFor, type IncomingMessageType, type OutgoingMessageType,
} from '@noren/core/domain';
import type { NorenApi } from '@noren/core/api';
import type { AppEnv } from './env.ts';
import type { NavigationStore } from './NavigationStore.ts';
import { MEMBER_SESSION_STORAGE_KEY, type SessionStore } from './SessionStore.ts';
import { searchResultPath } from './search/paths.ts';
import { watchContentHeight, type ContentHeightWindow } from './contentHeight.ts';

export interface MessageEventLike {
  origin: string;
  data: unknown;
}

export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface EmbedHost {
  /** The parent window when this page is framed; null at the top level. */
  readonly parent: PostTarget | null;
  onMessage(listener: (event: MessageEventLike) => void): () => void;
  /** Escape pressed in this page and left unhandled by the page's own components. */
  onEscape(listener: () => void): () => void;
  /**
   * Reports the page's content height (CSS px) once and on every change, at most once a frame;
   * meanwhile the page is marked framed (html[data-noren-framed]), so that no minimum tied to the
   * viewport, which inside a growing frame is the frame's own height, feeds back into the figure
   * (the frame's first height stands in for it, --noren-framed-screen).
   */
  watchContentHeight?(listener: (height: number) => void): () => void;
}

/** The part of a browser window the host needs; typed here so core/stores stays free of DOM types in its API. */
interface WindowLike extends ContentHeightWindow {
  parent: unknown;
  addEventListener(type: string, listener: (event: never) => void): void;
  removeEventListener(type: string, listener: (event: never) => void): void;
}

/** The real window as an EmbedHost, or null when `win` is not a window (node, workers). */
export function windowEmbedHost(win: unknown): EmbedHost | null {
  if (typeof win !== 'object' || win === null) return null;
  const w = win as Partial<WindowLike>;
  if (typeof w.addEventListener !== 'function' || typeof w.removeEventListener !== 'function' || !('parent' in w)) return null;
  const listen = <E>(type: string, listener: (event: E) => void) => {
    w.addEventListener!(type, listener as (event: never) => void);
    return () => w.removeEventListener!(type, listener as (event: never) => void);
  };
  const parent = w.parent && w.parent !== win ? (w.parent as PostTarget) : null;
  return {
    parent,
    onMessage: (listener) => listen<MessageEventLike>('message', (event) => listener({ origin: event.origin, data: event.data })),
    // Bubbling phase on the window: a date picker or menu that handles Escape itself calls
    // preventDefault first, and the overlay stays open.
    onEscape: (listener) =>
      listen<{ key: string; defaultPrevented: boolean; isComposing?: boolean }>('keydown', (event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) listener();
      }),
    watchContentHeight: (listener) => watchContentHeight(w, listener),
  };
}
/** Part 1 §4: after a refreshed login the guest leaves these pages for the search. */
export const LEAVE_AFTER_LOGIN_PATHS = ['/sign-in', '/sign-up', '/forgot-password'] as const;

export interface ParentMessagesStoreDeps {
  host: EmbedHost | null;
  env: AppEnv;
  api: NorenApi;
  session: SessionStore;
  navigation: NavigationStore;
}

export class ParentMessagesStore {
  /** The parentUrl start-up parameter, as given. */
  parentUrl: string | null = null;
  /** Incoming messages handled and refused, for diagnostics and tests. */
  handled: IncomingMessageType[] = [];
  refused = 0;

  constructor(private readonly deps: ParentMessagesStoreDeps) {
    this.parentUrl = new URL(deps.env.location.href).searchParams.get(PARENT_URL_PARAM);
    makeObservable(this, { parentUrl: observable, handled: observable, refused: observable, receive: action });
  }

  /** Framed by a page we may talk to. */
  get embedded(): boolean {
    return this.deps.host?.parent != null && targetOriginFor(this.parentUrl) !== null;
  }

  /** Framed inline by widget.js, in a frame that grows to the page (embed=inline). */
  get inline(): boolean {
    return this.embedded && new URL(this.deps.env.location.href).searchParams.get(EMBED_MODE_PARAM) === INLINE_EMBED_MODE;
  }

  /** Starts listening and posting; returns the disposer. */
  start(): () => void {
    const { host, session } = this.deps;
    if (!host?.parent) return () => {};
    const disposers = [
      host.onMessage((event) => this.receive(event)),
      host.onEscape(() => void this.post('close')),
      when(() => session.initArrived, () => void this.post('booking-widget-opened')),
      session.onAuthChange((signedIn) => {
        if (signedIn) this.post('login');
      }),
      // Also after a sign-out (program gone): the parent learns that companions are off again.
      reaction(() => session.program, (program) => void this.post('receiveCompanionInfo', companionInfo(program))),
    ];
    if (this.inline && host.watchContentHeight) {
      let last = 0;
      disposers.push(host.watchContentHeight((height) => {
        const payload = contentHeightPayload(height);
        if (!payload || payload.height === last) return;
        last = payload.height;
        this.post('content-height', payload);
      }));
    }
    return () => {
      for (const dispose of disposers) dispose();
    };
  }

  /** Posts to the parent; false when there is none to post to or this mode sends nothing. */
  post(type: OutgoingMessageType, payload?: unknown): boolean {
    const parent = this.deps.host?.parent;
    const target = targetOriginFor(this.parentUrl);
    if (!parent || target === null) return false;
    if (isRecommenderWidgetPath(new URL(this.deps.env.location.href).pathname)) return false;
    try {
      parent.postMessage(norenMessage(type, payload), target);
      return true;
    } catch {
      // A payload the browser cannot clone, or a parent gone away: nothing to tell anyone.
      return false;
    }
  }

  /** The app's own close control (overlay mode): the parent closes the frame. */
  close(): boolean {
    return this.post('close');
  }

  receive(event: MessageEventLike): void {
    const message = readIncomingMessage(event.data);
    if (!message) return;
    if (!isAllowedOrigin(this.parentUrl, event.origin)) {
      this.refused++;
      return;
    }
    this.handled.push(message.type);
    const { session } = this.deps;
    const afterInit = when(() => session.initArrived);
    if (message.type === 'logout') void afterInit.then(() => session.logout());
    else void afterInit.then(() => this.refreshLogin());
  }

  /**
   * 'refresh-login-from-chatbot': the chat assistant signed the guest in or out with the session
   * token both keep. Re-read it and reload the user; without a valid one, log out locally and go to
   * the results. Resolves when done.
   */
  async refreshLogin(): Promise<void> {
    const { api, env, session } = this.deps;
    const token = readStorage(env, MEMBER_SESSION_STORAGE_KEY);
    if (token) {
      try {
        const response = await api.getCurrentUser({ accessToken: token });
        session.applyIdentity(response, token);
        if (session.signedIn) {
          const path = new URL(env.location.href).pathname;
          if (LEAVE_AFTER_LOGIN_PATHS.some((p) => path === p || path.endsWith(p))) this.toResults();
          return;
        }
      } catch {
        // Treated as signed out below.
      }
    }
    session.logoutLocally();
    this.toResults();
  }

  private toResults(): void {
    const code = this.deps.session.hotelCode;
    if (!code) return;
    const query = new URL(this.deps.env.location.href).searchParams;
    this.deps.navigation.request({ kind: 'path', path: searchResultPath(code, query), replace: true });
  }
}

function readStorage(env: AppEnv, key: string): string | null {
  try {
    return env.storage.getItem(key);
  } catch {
    return null;
  }
}
