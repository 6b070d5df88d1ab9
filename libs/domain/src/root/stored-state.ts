// Reading the shopper's stored state back and keeping it written: its code (the readers of each stored value, the
// merges with taps made before the read, the storage wrapper) loads as persistence starts, once the page is on
// screen, not with the first load. The server preloads it with the page's scripts (tools/build/vite-screen-assets.ts,
// startupFiles), as it does the stored-state library.
import { readStoredUser } from '../auth/stored-user';
import { mergeFavoriteIds, readFavoriteIds } from '../favorites/stored-favorites';
import { readCartLines } from '../new-order/cart-line';
import { CART_ENTRY, mergeCartLines, moveStoredDraft, readCartChanges } from '../new-order/stored-order';
import { persist } from '../persistence/persist';
import { readNumber } from '../persistence/readers';
import type { AuthStore } from '../auth/auth-store';
import type { FavoritesStore } from '../favorites/favorites-store';
import type { NewOrderStore } from '../new-order/new-order-store';
import type { OrdersStore } from '../orders/orders-store';
import type { KeyValueStorage, Logger } from '../ports/ports';
import type { RegionStore } from '../region/region-store';
import { readRegion } from '../region/stored-region';
import type { UserLastDrugsStore } from '../user-last-drugs/user-last-drugs-store';
import { readViewedDrugs } from '../user-last-drugs/stored-viewed-drugs';

// The checkout's draft is read with this code too, once the checkout's store is made (checkoutOf).
export { persistDraft } from '../new-order/stored-order';

/** The root store's parts kept on the device (named here, not as RootStore: the root store imports this module). */
export interface PersistedStores {
  auth: AuthStore;
  region: RegionStore;
  newOrder: NewOrderStore;
  orders: OrdersStore;
  favorites: FavoritesStore;
  userLastDrugs: UserLastDrugsStore;
  logger: Logger;
}

/**
 * Reads each persisted store back (a tap before the read, held while the app started, changed the cart or
 * favourites: the read joins them) and writes it on every change from then on; yields each one's stop. The
 * checkout's draft is read as its store is made (checkoutOf), once these are.
 */
export async function persistStores(
  root: PersistedStores,
  storage: KeyValueStorage,
): Promise<(() => void)[]> {
  const { logger } = root;
  await moveStoredDraft(storage, logger);
  const stores = await Promise.all([
    // Only the user: the page sign-in returns to is the tab's (a page of an earlier visit is none to return to).
    persist(root.auth, 'auth', { user: readStoredUser }, storage, logger),
    persist(root.region, 'region', { current: readRegion }, storage, logger),
    persist(root.newOrder, CART_ENTRY, { lines: readCartLines, unsaved: readCartChanges }, storage, logger, {
      lines: mergeCartLines,
      unsaved: mergeCartLines,
    }),
    persist(root.orders, 'orders', { ordersCount: readNumber }, storage, logger),
    persist(root.favorites, 'favorites', { ids: readFavoriteIds }, storage, logger, {
      ids: mergeFavoriteIds,
    }),
    persist(root.userLastDrugs, 'userLastDrugs', { items: readViewedDrugs }, storage, logger),
  ]);
  return stores.map((store) => () => store.stopPersisting());
}
