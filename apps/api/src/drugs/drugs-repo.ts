import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';
import type { SearchEntry } from '../search/search-index';

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
  updated_at: string;
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

export interface CartLine {
  drug_id: number;
  qty: number;
}

/** Catalogue filters of `v1/drugs`; every field optional. */
export interface DrugFilters {
  categoryIds?: number[];
  manufacturers?: number[];
  substances?: number[];
  countries?: string[];
  recept?: 0 | 1;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  /** Restrict to these ids (search results). */
  ids?: number[];
}
export type DrugSort = 'popular' | 'price_asc' | 'price_desc' | 'name';

const SELECT = `SELECT d.id, d.slug, d.name_ru, d.name_uz, d.price, d.max_count, d.is_recept, d.release_form_ru,
  d.release_form_uz, d.category_id, d.image, d.is_new, d.form, d.updated_at, d.substance_id,
  s.name_ru AS substance_ru, s.name_uz AS substance_uz, d.manufacturer_id, m.name AS manufacturer, m.country_code
  FROM drugs d JOIN substances s ON s.id = d.substance_id JOIN manufacturers m ON m.id = d.manufacturer_id`;
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
function where(filters: DrugFilters, regionId: number, skip?: keyof DrugFilters): [string, Param[]] {
  const parts: string[] = ['1 = 1'];
  const params: Param[] = [];
  const list = (key: keyof DrugFilters, column: string, values?: Array<string | number>) => {
    if (!values || skip === key) return;
    parts.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  };
  list('ids', 'd.id', filters.ids);
  list('categoryIds', 'd.category_id', filters.categoryIds);
  list('manufacturers', 'd.manufacturer_id', filters.manufacturers);
  list('substances', 'd.substance_id', filters.substances);
  list('countries', 'm.country_code', filters.countries);
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

/** Data access for drugs and their stock: all SQL for this entity lives here. */
export function createDrugsRepo(db: Database) {
  const byIdsStatement = db.prepare(`${SELECT} WHERE d.id IN (SELECT value FROM json_each(?))`);
  const stockStatement = db.prepare(`SELECT st.drug_id AS id, SUM(st.qty) AS qty FROM drug_stock st
    JOIN pharmacies p ON p.id = st.pharmacy_id
    WHERE st.drug_id IN (SELECT value FROM json_each(?)) AND p.region_id = ? AND st.qty > 0 GROUP BY st.drug_id`);
  const saleStatement =
    db.prepare(`SELECT DISTINCT sd.drug_id AS id FROM sale_drugs sd JOIN sales sa ON sa.id = sd.sale_id
    WHERE sd.drug_id IN (SELECT value FROM json_each(?)) AND ? BETWEEN sa.start_date AND sa.end_date`);
  const idBySlug = db.prepare('SELECT id FROM drugs WHERE slug = ?');
  const analogues = db.prepare(
    `SELECT d.id FROM drugs d WHERE d.substance_id = ? AND d.id <> ? ORDER BY EXISTS (${IN_REGION}) DESC, d.popularity DESC, d.id LIMIT ?`,
  );
  const pharmaciesCount =
    db.prepare(`SELECT COUNT(*) AS n FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id
    WHERE st.drug_id = ? AND p.region_id = ? AND st.qty > 0`);
  const home =
    db.prepare(`SELECT id FROM (SELECT d.id, d.popularity, ROW_NUMBER() OVER (PARTITION BY d.brand ORDER BY d.popularity DESC, d.id) AS n
    FROM drugs d WHERE EXISTS (${IN_REGION})) WHERE n = 1 ORDER BY popularity DESC, id LIMIT ?`);

  const regionStock = (ids: number[], regionId: number) =>
    new Map(
      (stockStatement.all(JSON.stringify(ids), regionId) as Array<{ id: number; qty: number }>).map((r) => [
        r.id,
        r.qty,
      ]),
    );

  return {
    /** Every drug with its brand and substance names, for the search index. */
    searchEntries(): SearchEntry[] {
      return db
        .prepare(
          `SELECT d.id, d.brand, d.name_ru, d.name_uz, d.popularity, d.substance_id, s.inn,
          s.name_ru AS substance_ru, s.name_uz AS substance_uz FROM drugs d JOIN substances s ON s.id = d.substance_id`,
        )
        .all() as unknown as SearchEntry[];
    },

    /** Drugs by id, in the order asked, unknown ids left out; stock and sale flags for the region. */
    byIds(ids: number[], regionId: number): DrugRecord[] {
      if (ids.length === 0) return [];
      const json = JSON.stringify(ids);
      const rows = new Map((byIdsStatement.all(json) as unknown as DrugRecord[]).map((r) => [r.id, r]));
      const stock = regionStock(ids, regionId);
      const onSale = new Set(
        (saleStatement.all(json, new Date().toISOString()) as Array<{ id: number }>).map((r) => r.id),
      );
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [{ ...row, in_stock: stock.has(id), on_sale: onSale.has(id) }] : [];
      });
    },

    /** The id of a drug by its slug or numeric id. */
    idOf(key: string): number | undefined {
      if (/^\d+$/.test(key)) {
        const id = Number(key);
        return byIdsStatement.all(JSON.stringify([id])).length > 0 ? id : undefined;
      }
      return (idBySlug.get(key) as { id: number } | undefined)?.id;
    },

    /** Current price, `max_count` and stock in the region of each line's drug (cart check); unknown ids left out. */
    pricesFor(
      ids: number[],
      regionId: number,
    ): Array<{
      drug_id: number;
      price: number;
      max_count: number;
      is_count_exist: boolean;
      qty_in_region: number;
    }> {
      if (ids.length === 0) return [];
      const rows = db
        .prepare('SELECT id, price, max_count FROM drugs WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(ids)) as Array<{ id: number; price: number; max_count: number }>;
      const stock = regionStock(ids, regionId);
      return rows.map((r) => ({
        drug_id: r.id,
        price: r.price,
        max_count: r.max_count,
        is_count_exist: stock.has(r.id),
        qty_in_region: stock.get(r.id) ?? 0,
      }));
    },

    /** Units of each drug held in one pharmacy. */
    stockIn(pharmacyId: number, ids: number[]): Map<number, number> {
      const rows = db
        .prepare(
          'SELECT drug_id, qty FROM drug_stock WHERE pharmacy_id = ? AND drug_id IN (SELECT value FROM json_each(?))',
        )
        .all(pharmacyId, JSON.stringify(ids)) as Array<{ drug_id: number; qty: number }>;
      return new Map(rows.map((r) => [r.drug_id, r.qty]));
    },

    /** Takes the lines out of a pharmacy's stock (an order placed); false, and nothing taken, if it lacks any. */
    takeFromStock(pharmacyId: number, lines: CartLine[]): boolean {
      const take = db.prepare(
        'UPDATE drug_stock SET qty = qty - ? WHERE pharmacy_id = ? AND drug_id = ? AND qty >= ?',
      );
      db.exec('SAVEPOINT take_stock');
      for (const line of lines) {
        if (take.run(line.qty, pharmacyId, line.drug_id, line.qty).changes !== 1) {
          db.exec('ROLLBACK TO take_stock; RELEASE take_stock');
          return false;
        }
      }
      db.exec('RELEASE take_stock');
      return true;
    },

    analogues(substanceId: number, excludeId: number, regionId: number, limit = 12): number[] {
      return (analogues.all(substanceId, excludeId, regionId, limit) as Array<{ id: number }>).map(
        (r) => r.id,
      );
    },

    pharmaciesCount(id: number, regionId: number): number {
      return (pharmaciesCount.get(id, regionId) as { n: number }).n;
    },

    /** The home page's list: the most popular pack of each popular brand held in the region. */
    home(regionId: number, limit: number): number[] {
      return (home.all(regionId, limit) as Array<{ id: number }>).map((r) => r.id);
    },

    /** One page of ids matching the filters, and how many match. */
    list(filters: DrugFilters, regionId: number, sort: DrugSort, lan: Lang, page: number, perPage: number) {
      const [clause, params] = where(filters, regionId);
      const from = 'FROM drugs d JOIN manufacturers m ON m.id = d.manufacturer_id';
      const order = sort === 'name' && lan === 'uz' ? 'd.name_uz, d.id' : ORDER[sort];
      const ids = (
        db
          .prepare(`SELECT d.id ${from} WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
          .all(...params, perPage, (page - 1) * perPage) as Array<{ id: number }>
      ).map((r) => r.id);
      const { n } = db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${clause}`).get(...params) as {
        n: number;
      };
      return { ids, count: n };
    },

    /** The subset of ids that pass the filters (search results narrowed by catalogue filters). */
    filterIds(ids: number[], filters: DrugFilters, regionId: number): Set<number> {
      const [clause, params] = where({ ...filters, ids }, regionId);
      return new Set(
        (
          db
            .prepare(
              `SELECT d.id FROM drugs d JOIN manufacturers m ON m.id = d.manufacturer_id WHERE ${clause}`,
            )
            .all(...params) as Array<{ id: number }>
        ).map((r) => r.id),
      );
    },

    /** Facet counts; each facet ignores its own filter so the shopper can widen the choice. */
    facets(filters: DrugFilters, regionId: number, lan: Lang) {
      const from =
        'FROM drugs d JOIN manufacturers m ON m.id = d.manufacturer_id JOIN substances s ON s.id = d.substance_id';
      const run = <T>(select: string, skip: keyof DrugFilters | undefined, tail: string): T[] => {
        const [clause, params] = where(filters, regionId, skip);
        return db.prepare(`SELECT ${select} ${from} WHERE ${clause} ${tail}`).all(...params) as T[];
      };
      const substanceName = lan === 'uz' ? 's.name_uz' : 's.name_ru';
      return {
        manufacturers: run<{ id: number; name: string; count: number }>(
          'm.id, m.name, COUNT(*) AS count',
          'manufacturers',
          'GROUP BY m.id ORDER BY count DESC, m.name LIMIT 50',
        ),
        substances: run<{ id: number; name: string; count: number }>(
          `s.id, ${substanceName} AS name, COUNT(*) AS count`,
          'substances',
          'GROUP BY s.id ORDER BY count DESC, name LIMIT 50',
        ),
        countries: run<{ code: string; count: number }>(
          'm.country_code AS code, COUNT(*) AS count',
          'countries',
          'GROUP BY m.country_code ORDER BY count DESC',
        ),
        recept: run<{ yes: number | null; no: number | null }>(
          'SUM(d.is_recept) AS yes, SUM(1 - d.is_recept) AS no',
          'recept',
          '',
        )[0],
        price: run<{ min: number | null; max: number | null }>(
          'MIN(d.price) AS min, MAX(d.price) AS max',
          'priceMin',
          '',
        )[0],
      };
    },

    /** The leaflet's sections for an active substance, in order. */
    instruction(substanceId: number) {
      return db
        .prepare(
          'SELECT title_ru, title_uz, content_ru, content_uz FROM drug_instructions WHERE substance_id = ? ORDER BY sort',
        )
        .all(substanceId) as Array<{
        title_ru: string;
        title_uz: string;
        content_ru: string;
        content_uz: string;
      }>;
    },

    /** Slug and last change of every drug (sitemap). */
    sitemap(): Array<{ slug: string; updated: string }> {
      return db.prepare('SELECT slug, updated_at AS updated FROM drugs ORDER BY id').all() as Array<{
        slug: string;
        updated: string;
      }>;
    },
  };
}

export type DrugsRepo = ReturnType<typeof createDrugsRepo>;
