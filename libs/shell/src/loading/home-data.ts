import { collectionsOf, drugsOf, salesOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/** Home's drugs, collections and sales (the region's). */
export const homeData: KeyedLoad<void> = {
  key: ({ stores }) => `home:${stores.region.effectiveId}`,
  load: async ({ stores }) =>
    void (await Promise.all([
      drugsOf(stores).loadHome(),
      collectionsOf(stores).load(),
      salesOf(stores).load(),
    ])),
};
