// The real AppEnv: window.location, history, localStorage, sessionStorage and document.cookie, with storage that
// cannot throw (Safari private mode and sandboxed iframes refuse localStorage).
import { memoryStorage, type KeyValueStorage } from '@noren/core/api';
import type { AppEnv, CookieJar } from '@noren/core/stores';

export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  try {
    const storage = window[kind];
    const probe = '__noren_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** First-party cookies on this path's root; SameSite=Lax so a widget opened from the hotel site keeps them. */
export function browserCookies(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of doc.cookie.split('; ')) if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
      return null;
    },
    set(name, value, { maxAgeSeconds }) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    },
  };
}

export function browserEnv(): AppEnv {
  return {
    location: window.location,
    storage: browserStorage(),
    sessionStorage: browserStorage('sessionStorage'),
    cookies: browserCookies(),
    reload: () => window.location.reload(),
    navigate: (url) => window.location.assign(url),
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  };
}
