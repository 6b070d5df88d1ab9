import { drugsOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/**
 * The data of the screens both apps share, each declared once: its key and its load, used by the server render
 * (shared-route-loads.ts loads it and keeps the answer) and by the screen (`useData(productData)`). A key holds
 * the region where prices and stock show, so a switch loads again (the language is in every key: `keyOf`). The data of the stores whose
 * code comes with their screens is declared in files of its own (home-data.ts, discovery-data.ts...), so that
 * code comes with those screens alone.
 */

/** /product/{slug}: the drug (its price and stock are the region's), or PRODUCT_NOT_FOUND. */
export const productData = {
  key: ({ stores, param = '' }) => `product:${stores.region.effectiveId}:${param}`,
  load: ({ stores, param = '' }) => drugsOf(stores).loadDrug(param),
} satisfies KeyedLoad;

/** /catalog/{slug} and /subcategory/{slug}: the category with its parent chain (null: no such category). */
export const categoryData = {
  key: ({ param = '' }) => `category:${param}`,
  load: ({ stores, param = '' }) => stores.categories.loadCategory(param),
} satisfies KeyedLoad;

/** The category tree (catalogue tiles, site map, home's popular categories); its screens read it from the store. */
export const categoryTreeData: KeyedLoad<void> = {
  key: () => 'categories',
  load: ({ stores }) => stores.categories.load(),
};
