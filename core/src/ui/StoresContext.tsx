// The stores reach components through context (mobx-react-lite 5 has no Provider of its own).
import { createContext, useContext, type ReactNode } from 'react';
import type { CoreStores } from '@noren/core/stores';

const StoresContext = createContext<CoreStores | null>(null);

export function StoresProvider({ stores, children }: { stores: CoreStores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): CoreStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresProvider> above it');
  return stores;
}
