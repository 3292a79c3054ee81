// How an app gives mountApp (and its tests, renderApp) its own typed root: the class to build on
// core's options, and the providers that hand the app's own stores to its screens.
import type { ReactNode } from 'react';
import { CoreStores, type CoreStoresOptions } from '@noren/core/stores';

export interface AppRootFactory<R extends CoreStores> {
  create(options: CoreStoresOptions): R;
  /** The app's own context around its tree, so its screens read the root with its full type. */
  wrap?(root: R, app: ReactNode): ReactNode;
  /**
   * Called by mountApp after init (when the page's HTML carried the start-up data) and before the
   * first render: state the first screen would otherwise set in an effect, which would render
   * the page a second time, blocking, as MobX updates do (issue 14 §4).
   */
  beforeFirstRender?(root: R): void;
}

/** An app with no stores of its own (the kiosk, for now) mounts core's as they are. */
export const CORE_ROOT: AppRootFactory<CoreStores> = { create: (options) => new CoreStores(options) };
