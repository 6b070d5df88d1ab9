import { reaction } from 'mobx';
import type { RootStore } from './root-store';
import type { SnapshotPart } from './snapshot';

/**
 * The store of a feature whose code loads with its screens, not with every page: one per root, made on first use
 * (`make` gets the API a test gives, if any). The root's own stores are those the first screen of any page reads.
 * A store a server render fills gives its `part` of the snapshot, and a tab's store takes it when made (the
 * screen hydrating the server's HTML makes it), so it renders what the server did.
 */
export function storeOf<Store, Api>(
  make: (root: RootStore, api?: Api) => Store,
  part?: SnapshotPart<Store>,
): (root: RootStore, api?: Api) => Store {
  const stores = new WeakMap<RootStore, Store>();
  return (root, api) => {
    let store = stores.get(root);
    if (!store) {
      stores.set(root, (store = make(root, api)));
      if (part) root.addSnapshotPart(store, part);
    }
    return store;
  };
}

/** `storeOf` for a store of the shopper's private data: reset when the shopper signs out. */
export function privateStoreOf<Store extends { reset(): void }, Api>(
  make: (root: RootStore, api?: Api) => Store,
): (root: RootStore, api?: Api) => Store {
  return storeOf((root, api?: Api) => {
    const made = make(root, api);
    reaction(
      () => root.auth.user,
      (user) => user === null && made.reset(),
    );
    return made;
  });
}
