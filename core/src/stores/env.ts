// The browser things the stores need, passed in so the stores run under node in tests.
import type { KeyValueStorage } from '@noren/core/api';

export interface LocationLike {
  /** Read on every use: replaceUrl changes it. */
  readonly href: string;
}

/** document.cookie behind an interface; the search criteria live in a cookie (part 1 §3). */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, opts: { maxAgeSeconds: number }): void;
  remove(name: string): void;
}

export interface AppEnv {
  location: LocationLike;
  storage: KeyValueStorage;
  /** The tab's own storage (sessionStorage): what must not outlive the tab, such as a staff token. */
  sessionStorage?: KeyValueStorage;
  cookies: CookieJar;
  /** Reloads the page (after the client session was refused). */
  reload(): void;
  /** Leaves for another address, same origin or not. */
  navigate(url: string): void;
  /** Rewrites the address bar without a reload or history entry. */
  replaceUrl(url: string): void;
}
