import type { CartLineDto, DrugSort, ProductKind } from '@gopharm/util';
import type { Database } from '../db/database';
import { MAX_STORED_ID, type Lang } from '../http/common-query';
import { TtlCache } from '../http/ttl-cache';
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

/**
 * Stock totals per database (region → drug → units) and the stock version they show. The version is the
 * database's own (`stock_state`, migration 35): each order that takes stock raises it and lists in `stock_changes`
 * what it took, so every API instance on the database catches up by applying the changes after its version, and
 * cached answers keyed by the version change everywhere at once.
 */
interface StockTotals {
  regions: Map<number, Map<number, number>>;
  version: number;
  /** The catch-up under way, shared by the requests that arrive meanwhile. */
  syncing?: Promise<void>;
}
const stockTotals = new WeakMap<Database, StockTotals>();

/** Every this many versions an order deletes the changes older than a day (an instance further behind reloads). */
const PRUNE_EVERY = 500;
const CHANGES_KEPT_MS = 86_400_000;

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

/** A line of an order found less stock than it needs. */
class NotTaken extends Error {}

/** Data access for drugs and their stock: all SQL for this entity lives here. */
export async function createDrugsRepo(db: Database) {
  // Filtered lists build their SQL from the filters given: a bounded set of texts, each prepared once.
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const byIdsStatement = db.prepare(`${SELECT} WHERE d.id IN (${db.jsonList()})`);
  const stockStatement = db.prepare(`SELECT st.drug_id AS id, SUM(st.qty) AS qty FROM drug_stock st
    JOIN pharmacies p ON p.id = st.pharmacy_id
    WHERE st.drug_id IN (${db.jsonList()}) AND p.region_id = ? AND st.qty > 0 GROUP BY st.drug_id`);
  const saleStatement = db.prepare(`SELECT DISTINCT sd.drug_id AS id FROM sale_drugs sd
    JOIN sales sa ON sa.id = sd.sale_id WHERE ? BETWEEN sa.start_date AND sa.end_date`);
  const regionTotals = db.prepare(`SELECT p.region_id AS region, st.drug_id AS id, SUM(st.qty) AS qty
    FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id WHERE st.qty > 0 GROUP BY p.region_id, st.drug_id`);
  const pharmacyRegion = db.prepare('SELECT region_id FROM pharmacies WHERE id = ?');
  const prices = db.prepare(`SELECT id, price, max_count FROM drugs WHERE id IN (${db.jsonList()})`);
  const stockInPharmacy = db.prepare(
    `SELECT drug_id, qty FROM drug_stock WHERE pharmacy_id = ? AND drug_id IN (${db.jsonList()})`,
  );
  const take = db.prepare(
    'UPDATE drug_stock SET qty = qty - ? WHERE pharmacy_id = ? AND drug_id = ? AND qty >= ?',
  );
  const instruction = db.prepare(
    'SELECT title_ru, title_uz, content_ru, content_uz FROM drug_instructions WHERE substance_id = ? ORDER BY sort',
  );
  const characteristics = db.prepare(
    'SELECT name_ru, name_uz, value_ru, value_uz FROM drug_characteristics WHERE drug_id = ? ORDER BY sort',
  );
  const idBySlug = db.prepare('SELECT id FROM drugs WHERE slug = ?');
  const bySubstance = db.prepare('SELECT id FROM drugs WHERE substance_id = ? ORDER BY popularity DESC, id');
  const substanceDrugs = new TtlCache<number[]>(3_600_000, 1000);
  const pharmaciesCount =
    db.prepare(`SELECT COUNT(*) AS n FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id
    WHERE st.drug_id = ? AND p.region_id = ? AND st.qty > 0`);
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
  // Units per region and drug, for the `is_count_exist` of lists, shared by every repo on this database.
  // Checks of a cart (`pricesFor`, pharmacies-repo) read the stock table itself.
  const versionNow = db.prepare('SELECT version FROM stock_state WHERE id = 1');
  const changesAfter = db.prepare(
    'SELECT version, region_id, drug_id, qty FROM stock_changes WHERE version > ? ORDER BY version',
  );
  const raiseVersion = db.prepare(
    'UPDATE stock_state SET version = version + 1 WHERE id = 1 RETURNING version',
  );
  const logChange = db.prepare(
    'INSERT INTO stock_changes (version, region_id, drug_id, qty, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const pruneChanges = db.prepare('DELETE FROM stock_changes WHERE created_at < ?');
  const receive = db.prepare(
    `INSERT INTO drug_stock (pharmacy_id, drug_id, qty) VALUES (?, ?, ?)
     ON CONFLICT (drug_id, pharmacy_id) DO UPDATE SET qty = drug_stock.qty + excluded.qty`,
  );
  /** All the totals again, with the version they are at (one snapshot: no change counted twice or missed). */
  const reloadStock = async (state: StockTotals) => {
    await db.transaction(async () => {
      if (db.engine === 'postgres') await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const version = ((await versionNow.get()) as { version: number }).version;
      const next = new Map<number, Map<number, number>>();
      for (const r of (await regionTotals.all()) as Array<{ region: number; id: number; qty: number }>) {
        let region = next.get(r.region);
        if (!region) next.set(r.region, (region = new Map()));
        region.set(r.id, r.qty);
      }
      state.regions = next;
      state.version = version;
    });
  };
  let totals = stockTotals.get(db);
  if (!totals) {
    totals = { regions: new Map(), version: -1 };
    await reloadStock(totals);
    stockTotals.set(db, totals);
  }
  const state: StockTotals = totals;
  /** Applies the orders placed since this instance last looked, by any instance (one query when there are none). */
  const catchUp = () =>
    (state.syncing ??= (async () => {
      try {
        const changes = (await changesAfter.all(state.version)) as Array<{
          version: number;
          region_id: number;
          drug_id: number;
          qty: number;
        }>;
        if (changes.length === 0) return;
        // Versions have no holes: a first change past the next version means older ones were pruned.
        if (changes[0].version !== state.version + 1) return await reloadStock(state);
        for (const change of changes) {
          let region = state.regions.get(change.region_id);
          if (!region) state.regions.set(change.region_id, (region = new Map()));
          region.set(change.drug_id, (region.get(change.drug_id) ?? 0) + change.qty);
        }
        state.version = changes[changes.length - 1].version;
      } finally {
        state.syncing = undefined;
      }
    })());
  const regionTotal = (regionId: number) => state.regions.get(regionId);
  const homes = new TtlCache<number[]>(60_000, 100);
  const regionStock = async (ids: number[], regionId: number) =>
    new Map(
      ((await stockStatement.all(JSON.stringify(ids), regionId)) as Array<{ id: number; qty: number }>).map(
        (r) => [r.id, r.qty],
      ),
    );

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
      await catchUp();
      const missing = ids.filter((id) => !records.has(id));
      if (missing.length > 0) {
        for (const row of (await byIdsStatement.all(JSON.stringify(missing))) as unknown as StoredRecord[])
          keep(row);
      }
      const stock = regionTotal(regionId);
      const sale = await onSale.get('now', async () => {
        const now = new Date().toISOString();
        return new Set(((await saleStatement.all(now)) as Array<{ id: number }>).map((r) => r.id));
      });
      return ids.flatMap((id) => {
        const row = records.get(id);
        return row ? [withFlags(row, (stock?.get(id) ?? 0) > 0, sale.has(id))] : [];
      });
    },

    /**
     * Grows with every order that takes stock, through any instance: part of the key of cached answers that show
     * stock. Reading it brings this instance's totals up to it.
     */
    async stockVersion(): Promise<number> {
      await catchUp();
      return state.version;
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

    /** Current price, `max_count` and stock in the region of each line's drug (cart check); unknown ids left out. */
    async pricesFor(
      ids: number[],
      regionId: number,
    ): Promise<
      Array<{
        drug_id: number;
        price: number;
        max_count: number;
        is_count_exist: boolean;
        qty_in_region: number;
      }>
    > {
      if (ids.length === 0) return [];
      const rows = (await prices.all(JSON.stringify(ids))) as Array<{
        id: number;
        price: number;
        max_count: number;
      }>;
      const stock = await regionStock(ids, regionId);
      return rows.map((r) => ({
        drug_id: r.id,
        price: r.price,
        max_count: r.max_count,
        is_count_exist: stock.has(r.id),
        qty_in_region: stock.get(r.id) ?? 0,
      }));
    },

    /** Units of each drug held in one pharmacy. */
    async stockIn(pharmacyId: number, ids: number[]): Promise<Map<number, number>> {
      const rows = (await stockInPharmacy.all(pharmacyId, JSON.stringify(ids))) as Array<{
        drug_id: number;
        qty: number;
      }>;
      return new Map(rows.map((r) => [r.drug_id, r.qty]));
    },

    /** Takes the lines out of a pharmacy's stock (an order placed); false, and nothing taken, if it lacks any. */
    async takeFromStock(pharmacyId: number, lines: CartLineDto[]): Promise<boolean> {
      // Conditional decrements (`qty >= ?`): on either engine two orders never take the same last unit, and a
      // line that finds too little undoes the lines before it (a savepoint of the caller's transaction).
      try {
        await db.transaction(async () => {
          for (const line of lines) {
            if ((await take.run(line.qty, pharmacyId, line.drug_id, line.qty)).changes !== 1) {
              throw new NotTaken();
            }
          }
        });
      } catch (error) {
        if (error instanceof NotTaken) return false;
        throw error;
      }
      // In the caller's transaction: the version and what it took commit with the order, or not at all.
      const region = ((await pharmacyRegion.get(pharmacyId)) as { region_id: number }).region_id;
      const { version } = (await raiseVersion.get()) as { version: number };
      const now = new Date();
      for (const line of lines)
        await logChange.run(version, region, line.drug_id, -line.qty, now.toISOString());
      if (version % PRUNE_EVERY === 0) {
        await pruneChanges.run(new Date(now.getTime() - CHANGES_KEPT_MS).toISOString());
      }
      return true;
    },

    /**
     * Stock a pharmacy received (its system's receipt): added in one transaction with the stock version and the
     * change log, as an order's take, so every instance sees it. The pharmacy's region; null for no such pharmacy.
     */
    async receiveStock(pharmacyId: number, lines: CartLineDto[]): Promise<number | null> {
      const known = (await pharmacyRegion.get(pharmacyId)) as { region_id: number } | undefined;
      if (!known) return null;
      await db.transaction(async () => {
        for (const line of lines) await receive.run(pharmacyId, line.drug_id, line.qty);
        const { version } = (await raiseVersion.get()) as { version: number };
        const now = new Date().toISOString();
        for (const line of lines) await logChange.run(version, known.region_id, line.drug_id, line.qty, now);
      });
      return known.region_id;
    },

    /** Other drugs of the same active substance: those held in the region first, then by popularity. */
    async analogues(substanceId: number, excludeId: number, regionId: number, limit = 12): Promise<number[]> {
      const ids = await substanceDrugs.get(String(substanceId), async () =>
        ((await bySubstance.all(substanceId)) as Array<{ id: number }>).map((r) => r.id),
      );
      const stock = regionTotal(regionId);
      const held = (id: number) => ((stock?.get(id) ?? 0) > 0 ? 0 : 1);
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

    async pharmaciesCount(id: number, regionId: number): Promise<number> {
      return ((await pharmaciesCount.get(id, regionId)) as { n: number }).n;
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
