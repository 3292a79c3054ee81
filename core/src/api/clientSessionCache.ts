// The stored client session (spec part 2 §7.2: created with the app's credentials and reused if
// stored). One entry per app key, so the booking widget and the kiosk on one browser never share.
import type { Clock, ClientSessionResponse } from '@noren/core/domain';
import type { KeyValueStorage } from './types.ts';

/** A session this close to expiry is replaced, so a call never leaves with one about to lapse. */
export const CLIENT_SESSION_RENEW_MARGIN_MS = 60_000;

export function clientSessionStorageKey(appKey: string): string {
  return `noren.client_session.${appKey}`;
}

export class ClientSessionCache {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly appKey: string,
    private readonly clock: Clock,
  ) {}

  read(): ClientSessionResponse | null {
    const key = clientSessionStorageKey(this.appKey);
    let parsed: unknown;
    try {
      const raw = this.storage.getItem(key);
      if (!raw) return null;
      parsed = JSON.parse(raw);
    } catch {
      this.clear();
      return null;
    }
    if (!isSession(parsed)) {
      this.clear();
      return null;
    }
    const expiresAt = Date.parse(parsed.expires_at);
    if (!Number.isFinite(expiresAt) || expiresAt - CLIENT_SESSION_RENEW_MARGIN_MS <= this.clock.now().getTime()) {
      this.clear();
      return null;
    }
    return parsed;
  }

  write(session: ClientSessionResponse): void {
    try {
      this.storage.setItem(clientSessionStorageKey(this.appKey), JSON.stringify(session));
    } catch {
      // Storage full or blocked (private mode, sandboxed iframe): the session still works for this page.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(clientSessionStorageKey(this.appKey));
    } catch {
      // Nothing stored that could be cleared.
    }
  }
}

function isSession(value: unknown): value is ClientSessionResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.client_session === 'string' && v.client_session !== '' && typeof v.expires_at === 'string';
}

/** Storage that forgets everything; used where the browser gives none. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
