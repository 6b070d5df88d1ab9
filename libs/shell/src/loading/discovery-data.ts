import { collectionsOf, salesOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/** /sale/{id}: the sale (selected in the store); no id: every sale. */
export const saleData: KeyedLoad = {
  key: ({ stores, param }) => (param ? `sale:${stores.locale.code}:${param}` : `sales:${stores.locale.code}`),
  load: ({ stores, param }) => (param ? salesOf(stores).select(Number(param)) : salesOf(stores).load()),
};

/** /collection/{slug}: every collection (one page of them all, the slug picks one). */
export const collectionsData: KeyedLoad<void> = {
  key: ({ stores }) => `collections:${stores.locale.code}`,
  load: ({ stores }) => collectionsOf(stores).load(),
};
