// The browser things the stores need, passed in so the stores run under node in tests.
import type { KeyValueStorage } from '@noren/core/api';

export interface LocationLike {
  /** Read on every use: replaceUrl changes it. */
  readonly href: string;
}

export interface AppEnv {
  location: LocationLike;
  storage: KeyValueStorage;
  /** Reloads the page (after the client session was refused). */
  reload(): void;
  /** Leaves for another address, same origin or not. */
  navigate(url: string): void;
  /** Rewrites the address bar without a reload or history entry. */
  replaceUrl(url: string): void;
}
