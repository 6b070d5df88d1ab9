import { collectionsOf, salesOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/** /sale/{id}: the sale (selected in the store); no id: every sale. */
export const saleData: KeyedLoad = {
  key: ({ param }) => (param ? `sale:${param}` : 'sales'),
  load: ({ stores, param }) => (param ? salesOf(stores).select(Number(param)) : salesOf(stores).load()),
};

/** /collection/{slug}: every collection (one page of them all, the slug picks one). */
export const collectionsData: KeyedLoad<void> = {
  key: () => 'collections',
  load: ({ stores }) => collectionsOf(stores).load(),
};
