import type { DrugDto } from '@gopharm/util/contract';
import { createCategoriesRepo } from './categories/categories-repo';
import type { Database } from './db/database';
import { toDrug } from './drugs/drug-mapper';
import { createDrugsRepo } from './drugs/drugs-repo';
import { createStockRepo } from './drugs/stock-repo';
import type { Lang } from './http/common-query';
import { scopeOf } from './http/scope';
import { createPharmaciesRepo } from './pharmacies/pharmacies-repo';
import { createRegionsRepo } from './regions/regions-repo';
import { SEARCH_VOCABULARY } from './db/seed/substance-vocabulary';
import { SearchIndex } from './search/search-index';

/** Where a shopper asks from: the language of the answer and a region or district id. */
interface Place {
  lan: Lang;
  region: number;
}

/**
 * The catalogue's repositories and search index, built once per server: the routes of every catalogue
 * entity, and the account and order calls, get this object instead of opening their own.
 */
export async function createCatalogue(db: Database) {
  const regions = await createRegionsRepo(db);
  const stock = await createStockRepo(db);
  const drugs = await createDrugsRepo(db, stock);
  const pharmacies = createPharmaciesRepo(db);
  const categories = await createCategoriesRepo(db);
  /** A region or district id as its region (stock and pharmacies are per region); refused when there is none. */
  const regionOf = (region: number) => scopeOf(regions, { region }).regionId;
  return {
    db,
    regions,
    categories,
    drugs,
    stock,
    pharmacies,
    search: new SearchIndex(await drugs.searchEntries(), undefined, SEARCH_VOCABULARY, categories.list()),
    scope: (query: { lan?: Lang; region?: number }) => scopeOf(regions, query),

    /** The drugs with these ids as the contract's `Drug`, in the order given; unknown ids are left out. */
    async listedDrugs(ids: readonly number[], { lan, region }: Place): Promise<DrugDto[]> {
      return (await drugs.byIds([...ids], regionOf(region))).map((row) => toDrug(row, lan));
    },

    /** What an order needs to know of these drugs in the shopper's region; unknown ids are left out. */
    async orderDrugs(ids: readonly number[], { lan, region }: Place) {
      return (await drugs.byIds([...ids], regionOf(region))).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: lan === 'uz' ? row.name_uz : row.name_ru,
        /** The name in both languages, kept with an order so its history reads in either. */
        names: { ru: row.name_ru, uz: row.name_uz },
        price: row.price,
        max_count: row.max_count,
        image_thumbnail: row.image,
        /** Dispensed against a prescription: an order with it names one of the shopper's. */
        is_recept: row.is_recept === 1,
      }));
    },

    /** The pharmacies of the region (a district's region) with their units of these drugs (drug id → units). */
    async pharmaciesWithStock(ids: readonly number[], { lan, region }: Place) {
      const regionId = regionOf(region);
      const held = await pharmacies.stockByPharmacy(ids, regionId);
      const none: ReadonlyMap<number, number> = new Map();
      return (await pharmacies.inRegion(regionId)).map((row) => ({
        pharmacy: pharmacies.toWire(row, lan),
        stock: held.get(row.id) ?? none,
      }));
    },

    /** A pharmacy as the contract's `Pharmacy`, or null. */
    async pharmacy(id: number, lan: Lang) {
      const row = await pharmacies.byId(id);
      return row ? pharmacies.toWire(row, lan) : null;
    },
  };
}

export type Catalogue = Awaited<ReturnType<typeof createCatalogue>>;
/** A drug as an order keeps it. */
export type OrderDrug = Awaited<ReturnType<Catalogue['orderDrugs']>>[number];
/** A pharmacy of the region with its units of the drugs asked about. */
export type PharmacyStock = Awaited<ReturnType<Catalogue['pharmaciesWithStock']>>[number];
