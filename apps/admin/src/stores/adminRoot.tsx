// What mountApp and the tests build the console with: its root, and the context its screens read
// it from (useAdminRoot).
import { createContext, useContext } from 'react';
import type { AppRootFactory } from '@noren/core/ui';
import { AdminRoot } from './AdminRoot.ts';

const AdminRootContext = createContext<AdminRoot | null>(null);

export const ADMIN_ROOT: AppRootFactory<AdminRoot> = {
  create: (options) => new AdminRoot(options),
  wrap: (root, app) => <AdminRootContext.Provider value={root}>{app}</AdminRootContext.Provider>,
};

export function useAdminRoot(): AdminRoot {
  const root = useContext(AdminRootContext);
  if (!root) throw new Error('useAdminRoot() needs the console root (ADMIN_ROOT.wrap) above it');
  return root;
}
