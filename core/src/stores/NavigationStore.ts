// Stores cannot reach the router, yet some API answers must move the guest (spec part 2 §4: 401
// leaves the page, 503 goes to /503?code=). They ask here; the app's router answers through the
// handler it binds (core/ui NavigationBridge). Unbound, a path is opened as a new page load.
import { action, makeObservable, observableRef } from 'mobx';
import type { AppEnv } from './env.ts';

export type NavigationIntent =
  /** Signed out by the server (401): the app picks sign-in in the chat iframe, else stays on the page. */
  | { kind: 'signed-out' }
  /** A path of this app, e.g. /503?code=kyoto-gion. */
  | { kind: 'path'; path: string; replace?: boolean };

/** Returns true when it handled the intent. */
export type NavigationHandler = (intent: NavigationIntent) => boolean;

export class NavigationStore {
  lastIntent: NavigationIntent | null = null;
  #handler: NavigationHandler | null = null;

  constructor(private readonly env: AppEnv) {
    makeObservable(this, { lastIntent: observableRef, request: action });
  }

  /** The router binds while it is mounted; returns the unbinding. */
  bind(handler: NavigationHandler): () => void {
    this.#handler = handler;
    return () => {
      if (this.#handler === handler) this.#handler = null;
    };
  }

  request(intent: NavigationIntent): void {
    this.lastIntent = intent;
    if (this.#handler?.(intent)) return;
    if (intent.kind === 'path') this.env.navigate(intent.path);
  }
}
