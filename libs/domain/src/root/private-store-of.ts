import { reaction } from 'mobx';
import type { RootStore } from './root-store';

/**
 * The store of a feature whose code loads with its screens: one per root, made on first use (`make` gets the
 * API a test gives, if any), and reset when the shopper signs out, as the root's own private stores are.
 */
export function privateStoreOf<Store extends { reset(): void }, Api>(
  make: (root: RootStore, api?: Api) => Store,
): (root: RootStore, api?: Api) => Store {
  const stores = new WeakMap<RootStore, Store>();
  return (root, api) => {
    let store = stores.get(root);
    if (!store) {
      const made = make(root, api);
      reaction(
        () => root.auth.user,
        (user) => user === null && made.reset(),
      );
      stores.set(root, (store = made));
    }
    return store;
  };
}
