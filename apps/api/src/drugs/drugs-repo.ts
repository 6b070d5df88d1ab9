import type { DrugSort, ProductKind } from '@gopharm/util';
import type { Database } from '../db/database';
import { MAX_STORED_ID, type Lang } from '../http/common-query';
import { TtlCache } from '../http/ttl-cache';
import type { SearchEntry } from '../search/search-index';
import type { StockRepo } from './stock-repo';

/** One drug as the routes need it, names in both languages. */
export interface DrugRecord {
  id: number;
  slug: string;
  name_ru: string;
  name_uz: string;
  price: number;
  max_count: number;
  is_recept: number;
  release_form_ru: string;
  release_form_uz: string;
  category_id: number;
  image: string;
  is_new: number;
  form: string;
  /** One unit's strength ("500 мг"); empty when the pack's size is all there is. */
  strength: string;
  /** Units in the pack (20 pieces, 100 ml…) and what they are; null when the seed did not say. */
  pack_amount: number | null;
  pack_unit: string | null;
  updated_at: string;
  /** A medicine, or goods (the substance is then the kind of good: "тонометр автоматический"). */
  kind: ProductKind;
  substance_id: number;
  substance_ru: string;
  substance_uz: string;
  manufacturer_id: number;
  manufacturer: string;
  country_code: string;
  /** Whether a pharmacy of the asked region holds it. */
  in_stock: boolean;
  /** Whether a running sale includes it. */
  on_sale: boolean;
}

/** Catalogue filters of `v1/drugs`; every field optional. */
export interface DrugFilters {
  categoryIds?: number[];
  manufacturers?: number[];
  substances?: number[];
  countries?: string[];
  /** Dosage forms (forms.ts codes) or goods' kinds (goods.ts codes). */
  forms?: string[];
  brands?: string[];
  recept?: 0 | 1;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  /** Restrict to these ids (search results). */
  ids?: number[];
}
export type { DrugSort };

const SELECT = `SELECT d.id, d.slug, d.name_ru, d.name_uz, d.price, d.max_count, d.is_recept, d.release_form_ru,
  d.release_form_uz, d.category_id, d.image, d.is_new, d.form, d.strength, d.pack_amount, d.pack_unit,
  d.updated_at, d.kind, d.substance_id,
  s.name_ru AS substance_ru, s.name_uz AS substance_uz, d.manufacturer_id, m.name AS manufacturer, m.country_code
  FROM drugs d JOIN substances s ON s.id = d.substance_id JOIN manufacturers m ON m.id = d.manufacturer_id`;
/** Drugs of the collections the home page shows as rows (type regular, status active_home). */
const ON_HOME_ROWS = `SELECT cd.drug_id FROM collection_drugs cd JOIN collections c ON c.id = cd.collection_id
  WHERE c.type = 'regular' AND c.status = 'active_home'`;
const IN_REGION = `SELECT 1 FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id
  WHERE st.drug_id = d.id AND p.region_id = ? AND st.qty > 0`;
const ORDER: Record<DrugSort, string> = {
  popular: 'd.popularity DESC, d.id',
  price_asc: 'd.price, d.id',
  price_desc: 'd.price DESC, d.id',
  name: 'd.name_ru, d.id',
};

type Param = string | number | null;

/** WHERE clause and parameters of the filters; `skip` leaves one filter out (facet counts; priceMin: the price range). */
function where(
  db: Database,
  filters: DrugFilters,
  regionId: number,
  skip?: keyof DrugFilters,
): [string, Param[]] {
  const parts: string[] = ['1 = 1'];
  const params: Param[] = [];
  const list = (key: keyof DrugFilters, column: string, values?: Array<string | number>) => {
    if (!values || skip === key) return;
    const text = key === 'countries' || key === 'forms' || key === 'brands';
    parts.push(`${column} IN (${db.jsonList(text ? 'text' : 'integer')})`);
    params.push(JSON.stringify(values));
  };
  list('ids', 'd.id', filters.ids);
  list('categoryIds', 'd.category_id', filters.categoryIds);
  list('manufacturers', 'd.manufacturer_id', filters.manufacturers);
  list('substances', 'd.substance_id', filters.substances);
  list('countries', 'm.country_code', filters.countries);
  list('forms', 'd.form', filters.forms);
  list('brands', 'd.brand', filters.brands);
  if (filters.recept !== undefined && skip !== 'recept') {
    parts.push('d.is_recept = ?');
    params.push(filters.recept);
  }
  if (filters.priceMin !== undefined && skip !== 'priceMin') {
    parts.push('d.price >= ?');
    params.push(filters.priceMin);
  }
  if (filters.priceMax !== undefined && skip !== 'priceMin') {
    parts.push('d.price <= ?');
    params.push(filters.priceMax);
  }
  if (filters.inStock) {
    parts.push(`EXISTS (${IN_REGION})`);
    params.push(regionId);
  }
  return [parts.join(' AND '), params];
}

type StoredRecord = Omit<DrugRecord, 'in_stock' | 'on_sale'>;

/** One drug with the region's flags, written out field by field: a fixed shape V8 copies fast (a spread of the
 * database's row objects cost an eighth of the server's time under load). */
const withFlags = (r: StoredRecord, in_stock: boolean, on_sale: boolean): DrugRecord => ({
  id: r.id,
  slug: r.slug,
  name_ru: r.name_ru,
  name_uz: r.name_uz,
  price: r.price,
  max_count: r.max_count,
  is_recept: r.is_recept,
  release_form_ru: r.release_form_ru,
  release_form_uz: r.release_form_uz,
  category_id: r.category_id,
  image: r.image,
  is_new: r.is_new,
  form: r.form,
  strength: r.strength,
  pack_amount: r.pack_amount === null ? null : Number(r.pack_amount),
  pack_unit: r.pack_unit,
  updated_at: r.updated_at,
  kind: r.kind,
  substance_id: r.substance_id,
  substance_ru: r.substance_ru,
  substance_uz: r.substance_uz,
  manufacturer_id: r.manufacturer_id,
  manufacturer: r.manufacturer,
  country_code: r.country_code,
  in_stock,
  on_sale,
});

/**
 * Data access for drugs: all SQL that reads them lives here. Which are in stock comes from the stock's repo
 * (stock-repo.ts), which owns the stock's totals and writes.
 */
export async function createDrugsRepo(db: Database, stock: StockRepo) {
  // Filtered lists build their SQL from the filters given: a bounded set of texts, each prepared once.
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const byIdsStatement = db.prepare(`${SELECT} WHERE d.id IN (${db.jsonList()})`);
  const saleStatement = db.prepare(`SELECT DISTINCT sd.drug_id AS id FROM sale_drugs sd
    JOIN sales sa ON sa.id = sd.sale_id WHERE ? BETWEEN sa.start_date AND sa.end_date`);
  const instruction = db.prepare(
    'SELECT title_ru, title_uz, content_ru, content_uz FROM drug_instructions WHERE substance_id = ? ORDER BY sort',
  );
  const characteristics = db.prepare(
    'SELECT name_ru, name_uz, value_ru, value_uz FROM drug_characteristics WHERE drug_id = ? ORDER BY sort',
  );
  const idBySlug = db.prepare('SELECT id FROM drugs WHERE slug = ?');
  const bySubstance = db.prepare('SELECT id FROM drugs WHERE substance_id = ? ORDER BY popularity DESC, id');
  const substanceDrugs = new TtlCache<number[]>(3_600_000, 1000);
  const home =
    db.prepare(`SELECT id FROM (SELECT d.id, d.popularity, ROW_NUMBER() OVER (PARTITION BY d.brand ORDER BY d.popularity DESC, d.id) AS n
    FROM drugs d WHERE EXISTS (${IN_REGION}) AND d.id NOT IN (${ON_HOME_ROWS})) AS firsts WHERE n = 1
    ORDER BY popularity DESC, id LIMIT ?`);

  const counts = new TtlCache<number>(60_000, 2000);
  const pages = new TtlCache<number[]>(60_000, 5000);
  const onSale = new TtlCache<Set<number>>(60_000, 1);
  // Drug rows do not change while the server runs (prices and names come with the seed): read each once.
  const records = new Map<number, StoredRecord>();
  const keep = (row: StoredRecord) => records.set(row.id, withFlags(row, false, false));
  // All of them at start (a tenth of a second), so the first visitors of a page pay no reading.
  for (const row of (await db.prepare(SELECT).all()) as unknown as StoredRecord[]) keep(row);
  const homes = new TtlCache<number[]>(60_000, 100);

  return {
    /** Every drug with its brand and substance names, for the search index. */
    async searchEntries(): Promise<SearchEntry[]> {
      return (await db
        .prepare(
          `SELECT d.id, d.brand, d.name_ru, d.name_uz, d.popularity, d.substance_id, d.category_id, d.form, d.kind, s.inn,
          s.name_ru AS substance_ru, s.name_uz AS substance_uz FROM drugs d JOIN substances s ON s.id = d.substance_id`,
        )
        .all()) as unknown as SearchEntry[];
    },

    /** Drugs by id, in the order asked, unknown ids left out; stock and sale flags for the region. */
    async byIds(ids: number[], regionId: number): Promise<DrugRecord[]> {
      if (ids.length === 0) return [];
      const held = await stock.totalsIn(regionId);
      const missing = ids.filter((id) => !records.has(id));
      if (missing.length > 0) {
        for (const row of (await byIdsStatement.all(JSON.stringify(missing))) as unknown as StoredRecord[])
          keep(row);
      }
      const sale = await onSale.get('now', async () => {
        const now = new Date().toISOString();
        return new Set(((await saleStatement.all(now)) as Array<{ id: number }>).map((r) => r.id));
      });
      return ids.flatMap((id) => {
        const row = records.get(id);
        return row ? [withFlags(row, (held?.get(id) ?? 0) > 0, sale.has(id))] : [];
      });
    },

    /** The id of a drug by its slug or numeric id. */
    async idOf(key: string): Promise<number | undefined> {
      if (/^\d+$/.test(key)) {
        const id = Number(key);
        if (id > MAX_STORED_ID) return undefined;
        return records.has(id) || (await byIdsStatement.all(JSON.stringify([id]))).length > 0
          ? id
          : undefined;
      }
      return ((await idBySlug.get(key)) as { id: number } | undefined)?.id;
    },

    /** Whether the catalogue has a drug of this id. */
    async exists(id: number): Promise<boolean> {
      return (await this.idOf(String(id))) !== undefined;
    },

    /** Other drugs of the same active substance: those held in the region first, then by popularity. */
    async analogues(substanceId: number, excludeId: number, regionId: number, limit = 12): Promise<number[]> {
      const ids = await substanceDrugs.get(String(substanceId), async () =>
        ((await bySubstance.all(substanceId)) as Array<{ id: number }>).map((r) => r.id),
      );
      const totals = stock.lastTotalsIn(regionId);
      const held = (id: number) => ((totals?.get(id) ?? 0) > 0 ? 0 : 1);
      return ids
        .filter((id) => id !== excludeId)
        .sort((a, b) => held(a) - held(b)) // stable: popularity order stays within each group
        .slice(0, limit);
    },

    /**
     * The same substance, form and strength from other makers (cheaper equivalents), by price per unit: those the
     * region holds first, then the cheapest per tablet or millilitre. Drugs without a pack size are left out.
     */
    async equivalents(drug: DrugRecord, regionId: number, limit = 6): Promise<DrugRecord[]> {
      if (!drug.pack_amount) return [];
      const ids = await substanceDrugs.get(String(drug.substance_id), async () =>
        ((await bySubstance.all(drug.substance_id)) as Array<{ id: number }>).map((r) => r.id),
      );
      const perUnit = (r: DrugRecord) => r.price / (r.pack_amount ?? 1);
      return (await this.byIds(ids, regionId))
        .filter(
          (r) =>
            r.manufacturer_id !== drug.manufacturer_id &&
            r.form === drug.form &&
            r.strength === drug.strength &&
            r.pack_unit === drug.pack_unit &&
            (r.pack_amount ?? 0) > 0,
        )
        .sort((a, b) => Number(b.in_stock) - Number(a.in_stock) || perUnit(a) - perUnit(b) || a.id - b.id)
        .slice(0, limit);
    },

    /**
     * The home page's list: the most popular pack of each popular brand held in the region, leaving out what the
     * home page's collection rows already show ("Хиты продаж" is not listed twice).
     */
    home(regionId: number, limit: number): Promise<number[]> {
      return homes.get(`${regionId}:${limit}`, async () =>
        ((await home.all(regionId, limit)) as Array<{ id: number }>).map((r) => r.id),
      );
    },

    /** One page of ids matching the filters, and how many match. */
    async list(
      filters: DrugFilters,
      regionId: number,
      sort: DrugSort,
      lan: Lang,
      page: number,
      perPage: number,
    ) {
      const [clause, params] = where(db, filters, regionId);
      // Join the makers only when filtering by country: the plain category list stays on the drugs table.
      const from = filters.countries
        ? 'FROM drugs d JOIN manufacturers m ON m.id = d.manufacturer_id'
        : 'FROM drugs d';
      const order = sort === 'name' && lan === 'uz' ? 'd.name_uz, d.id' : ORDER[sort];
      // A big category sorts thousands of rows per page: keep pages a minute (stock flags stay live in byIds).
      const ids = await pages.get(
        `${clause}|${JSON.stringify(params)}|${order}|${page}|${perPage}`,
        async () =>
          (
            (await prepared(`SELECT d.id ${from} WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
              ...params,
              perPage,
              (page - 1) * perPage,
            )) as Array<{ id: number }>
          ).map((r) => r.id),
      );
      const count = await counts.get(
        `${clause}|${JSON.stringify(params)}`,
        async () =>
          ((await prepared(`SELECT COUNT(*) AS n ${from} WHERE ${clause}`).get(...params)) as { n: number })
            .n,
      );
      return { ids, count };
    },

    /** The subset of ids that pass the filters (search results narrowed by catalogue filters). */
    async filterIds(ids: number[], filters: DrugFilters, regionId: number): Promise<Set<number>> {
      const [clause, params] = where(db, { ...filters, ids }, regionId);
      return new Set(
        (
          (await prepared(
            `SELECT d.id FROM drugs d JOIN manufacturers m ON m.id = d.manufacturer_id WHERE ${clause}`,
          ).all(...params)) as Array<{ id: number }>
        ).map((r) => r.id),
      );
    },

    /** Facet counts; each facet ignores its own filter so the shopper can widen the choice. */
    async facets(filters: DrugFilters, regionId: number, lan: Lang) {
      const from =
        'FROM drugs d JOIN manufacturers m ON m.id = d.manufacturer_id JOIN substances s ON s.id = d.substance_id';
      const run = async <T>(
        select: string,
        skip: keyof DrugFilters | undefined,
        tail: string,
      ): Promise<T[]> => {
        const [clause, params] = where(db, filters, regionId, skip);
        return (await prepared(`SELECT ${select} ${from} WHERE ${clause} ${tail}`).all(...params)) as T[];
      };
      const substanceName = lan === 'uz' ? 's.name_uz' : 's.name_ru';
      return {
        manufacturers: await run<{ id: number; name: string; count: number }>(
          'm.id, m.name, COUNT(*) AS count',
          'manufacturers',
          'GROUP BY m.id ORDER BY count DESC, m.name LIMIT 50',
        ),
        substances: await run<{ id: number; name: string; count: number }>(
          `s.id, ${substanceName} AS name, COUNT(*) AS count`,
          'substances',
          'GROUP BY s.id ORDER BY count DESC, name LIMIT 50',
        ),
        countries: await run<{ code: string; count: number }>(
          'm.country_code AS code, COUNT(*) AS count',
          'countries',
          'GROUP BY m.country_code ORDER BY count DESC',
        ),
        recept: (
          await run<{ yes: number | null; no: number | null }>(
            'SUM(d.is_recept) AS yes, SUM(1 - d.is_recept) AS no',
            'recept',
            '',
          )
        )[0],
        price: (
          await run<{ min: number | null; max: number | null }>(
            'MIN(d.price) AS min, MAX(d.price) AS max',
            'priceMin',
            '',
          )
        )[0],
        forms: await run<{ id: string; count: number }>(
          'd.form AS id, COUNT(*) AS count',
          'forms',
          'GROUP BY d.form ORDER BY count DESC, d.form',
        ),
        brands: await run<{ id: string; count: number }>(
          'd.brand AS id, COUNT(*) AS count',
          'brands',
          'GROUP BY d.brand ORDER BY count DESC, d.brand LIMIT 50',
        ),
        kinds: (
          await run<{ goods: number | null; medicine: number | null }>(
            "SUM(CASE WHEN d.kind = 'goods' THEN 1 ELSE 0 END) AS goods, SUM(CASE WHEN d.kind = 'goods' THEN 0 ELSE 1 END) AS medicine",
            undefined,
            '',
          )
        )[0],
      };
    },

    /** The leaflet's sections for an active substance, in order. */
    async instruction(substanceId: number) {
      return (await instruction.all(substanceId)) as Array<{
        title_ru: string;
        title_uz: string;
        content_ru: string;
        content_uz: string;
      }>;
    },

    /** A good's characteristics, in order (none for a medicine). */
    async characteristics(id: number) {
      return (await characteristics.all(id)) as Array<{
        name_ru: string;
        name_uz: string;
        value_ru: string;
        value_uz: string;
      }>;
    },

    /** Slug and last change of every drug (sitemap). */
    async sitemap(): Promise<Array<{ slug: string; updated: string }>> {
      return (await db.prepare('SELECT slug, updated_at AS updated FROM drugs ORDER BY id').all()) as Array<{
        slug: string;
        updated: string;
      }>;
    },
  };
}

export type DrugsRepo = Awaited<ReturnType<typeof createDrugsRepo>>;
