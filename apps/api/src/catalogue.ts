import { createCategoriesRepo } from './categories/categories-repo';
import type { Database } from './db/database';
import { createDrugsRepo } from './drugs/drugs-repo';
import type { Lang } from './http/common-query';
import { scopeOf } from './http/scope';
import { createPharmaciesRepo } from './pharmacies/pharmacies-repo';
import { createRegionsRepo } from './regions/regions-repo';
import { SEARCH_VOCABULARY } from './db/seed/substance-vocabulary';
import { SearchIndex } from './search/search-index';

/**
 * The catalogue's repositories and search index, built once per server: the routes of every catalogue
 * entity get this object instead of opening their own.
 */
export async function createCatalogue(db: Database) {
  const regions = await createRegionsRepo(db);
  const drugs = await createDrugsRepo(db);
  return {
    db,
    regions,
    categories: await createCategoriesRepo(db),
    drugs,
    pharmacies: createPharmaciesRepo(db),
    search: new SearchIndex(await drugs.searchEntries(), undefined, SEARCH_VOCABULARY),
    scope: (query: { lan?: Lang; region?: number }) => scopeOf(regions, query),
  };
}

export type Catalogue = Awaited<ReturnType<typeof createCatalogue>>;
