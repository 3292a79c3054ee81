// A lazily loaded module whose components render directly once it has loaded. lazy() alone
// suspends on a component's first render even when its module is already in (its factory only
// starts then, and its promise settles a task later), and React 19 then holds the revealed
// boundary on its fallback for up to 300 ms: a page preloaded before the app's first render (the
// pay page, issue 27 §8) would still commit the routes' spinner over the server's drawn page.
import { createElement, lazy, useState, type ComponentType } from 'react';

export interface PreloadableModule<M> {
  /** Starts the module's download, once; settles with the module. A failed download may be asked again. */
  load(): Promise<M>;
  /**
   * A component of the module (`pick` returns the same component each time): rendered at once
   * when the module had loaded by the time it mounts, through lazy() (suspending) otherwise.
   */
  component<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P>;
}

export function preloadableModule<M>(importModule: () => Promise<M>): PreloadableModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const load = (): Promise<M> =>
    (loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    component<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
      const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
      // Chosen once per mount: a page that mounted through lazy() is not remounted (its state
      // lost) when a later render finds the module loaded.
      function Preloadable(props: P) {
        const [Component] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : Lazy));
        return createElement(Component, props);
      }
      return Preloadable;
    },
  };
}
