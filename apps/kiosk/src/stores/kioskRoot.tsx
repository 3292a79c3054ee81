// What mountApp and the tests build the kiosk with: its root, and the context its screens read it
// from (useKioskRoot).
import { createContext, useContext } from 'react';
import type { AppRootFactory } from '@noren/core/ui';
import { KioskRoot, type KioskRootOptions } from './KioskRoot.ts';

const KioskRootContext = createContext<KioskRoot | null>(null);

/** The factory with the app's own extras (the browser's wipe targets, the app key). */
export function kioskRootFactory(extra: Partial<KioskRootOptions> = {}): AppRootFactory<KioskRoot> {
  return {
    create: (options) => new KioskRoot({ ...options, ...extra }),
    wrap: (root, app) => <KioskRootContext.Provider value={root}>{app}</KioskRootContext.Provider>,
  };
}

export function useKioskRoot(): KioskRoot {
  const root = useContext(KioskRootContext);
  if (!root) throw new Error('useKioskRoot() needs the kiosk root (kioskRootFactory().wrap) above it');
  return root;
}
