// The search lives in the address (part 1 §3): the page reads its criteria from it on every
// change (back, reload, a shared link), completes an address that had none with the cookie's or
// the defaults, and writes the cookie. A new search is a new history entry.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from '@noren/core/ui';
import type { SearchInput } from '@noren/core/domain';
import { pathKeeping, PATHS } from '../routes/paths.ts';

export interface AddressSearch {
  /** The criteria of the address are loaded (settings arrived). */
  ready: boolean;
  /** Searches for the criteria changed by `change`, as a new history entry. */
  go: (change: SearchInput, opts?: { replace?: boolean }) => void;
}

export function useAddressSearch(path: string = PATHS.result, opts: { canonical?: boolean } = {}): AddressSearch {
  const { search, settings } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const loaded = settings.loaded;
  const canonical = opts.canonical ?? true;

  useEffect(() => {
    if (!loaded) return;
    const source = search.loadFromAddress(`${window.location.origin}${location.pathname}${location.search}`);
    if (source !== 'address' && canonical) {
      // The address gets the whole search, so a reload or a copied link opens the same one.
      void navigate(pathKeeping(location.pathname, location.search, search.queryPairs), { replace: true });
      return;
    }
    search.save();
  }, [loaded, location.pathname, location.search, search, navigate, canonical]);

  const go = useCallback(
    (change: SearchInput, goOpts: { replace?: boolean } = {}) => {
      search.update(change);
      void navigate(pathKeeping(path, location.search, search.queryPairs), { replace: goOpts.replace });
    },
    [search, navigate, path, location.search],
  );

  return { ready: loaded && search.criteria !== null, go };
}
