import { collectionsOf, salesOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/** Home's drugs, collections and sales (the region's). */
export const homeData: KeyedLoad<void> = {
  key: ({ stores }) => `home:${stores.region.effectiveId}`,
  load: async ({ stores }) =>
    void (await Promise.all([stores.drugs.loadHome(), collectionsOf(stores).load(), salesOf(stores).load()])),
};
