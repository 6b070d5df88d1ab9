import type { RootStore } from '@gopharm/domain';
import { createContext, useContext, type ReactNode } from 'react';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The root store of this tab (or server request, or test). */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores must be used inside <StoresProvider>');
  return stores;
}
