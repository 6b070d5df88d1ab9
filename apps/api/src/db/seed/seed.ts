import type { Database, Param } from '../database';
import { MIGRATION_LOCK } from '../migrate';
import { buildCatalogue } from './catalogue';
import { CATEGORY_SEED, type CategorySeed } from './categories';
import { buildContent } from './content';
import { hashInt } from './hash';
import { PAGES } from './pages';
import { buildGeo } from './pharmacies';

const count = async (db: Database, table: string) =>
  (await db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get<{ count: number }>())?.count ?? 0;

/**
 * Rows of one table, written as multi-row INSERTs of many rows each (one statement per row would take PostgreSQL a
 * round trip per row: minutes for the stock).
 */
class TableWriter {
  private readonly rows: Param[][] = [];
  constructor(
    private readonly table: string,
    private readonly columns: string[],
  ) {}
  add(...values: Param[]) {
    this.rows.push(values);
  }
  async write(db: Database) {
    if (db.engine === 'postgres') return this.writePostgres(db);
    // Thousands of parameters per statement; well under SQLite's 32,766.
    const perStatement = Math.max(1, Math.floor(8000 / this.columns.length));
    const row = `(${this.columns.map(() => '?').join(', ')})`;
    for (let i = 0; i < this.rows.length; i += perStatement) {
      const chunk = this.rows.slice(i, i + perStatement);
      await db.query(
        `INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`,
        chunk.flat(),
      );
    }
  }

  /** PostgreSQL: thousands of rows a statement as one JSON parameter, typed by the table's own columns. */
  private async writePostgres(db: Database) {
    const types = new Map(
      (
        await db
          .prepare(
            `SELECT column_name, data_type FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = ?`,
          )
          .all<{ column_name: string; data_type: string }>(this.table)
      ).map((c) => [c.column_name, c.data_type]),
    );
    const columns = this.columns.map((c) => `"${c}"`).join(', ');
    const record = this.columns.map((c) => `"${c}" ${types.get(c)}`).join(', ');
    for (let i = 0; i < this.rows.length; i += 20_000) {
      const chunk = this.rows
        .slice(i, i + 20_000)
        .map((values) => Object.fromEntries(this.columns.map((c, j) => [c, values[j]])));
      await db.query(
        `INSERT INTO ${this.table} (${columns})
         SELECT ${columns} FROM jsonb_to_recordset(CAST(? AS jsonb)) AS r(${record})`,
        [JSON.stringify(chunk)],
      );
    }
  }
}

/** A writer of the given columns, fed with row objects. */
function inserter(writers: TableWriter[], table: string, columns: string[]) {
  const writer = new TableWriter(table, columns);
  writers.push(writer);
  return (row: object) => writer.add(...columns.map((c) => (row as Record<string, Param>)[c] ?? null));
}

function seedCategories(writers: TableWriter[]): void {
  const insert = new TableWriter('categories', [
    'id',
    'parent_id',
    'slug',
    'name_ru',
    'name_uz',
    'sort',
    'icon',
  ]);
  writers.push(insert);
  const insertTree = (nodes: CategorySeed[], parentId: number | null) =>
    nodes.forEach((node, index) => {
      insert.add(node.id, parentId, node.slug, node.ru, node.uz, index, node.icon ?? null);
      insertTree(node.children ?? [], node.id);
    });
  insertTree(CATEGORY_SEED, null);
}

/** Regions, pharmacies, the catalogue with its stock, and the content that points at it. */
function seedCatalogue(writers: TableWriter[]): void {
  const { regions, pharmacies } = buildGeo();
  const { manufacturers, substances, drugs, characteristics } = buildCatalogue();
  const content = buildContent(drugs, substances);

  const region = inserter(writers, 'regions', [
    'id',
    'parent_id',
    'name_ru',
    'name_uz',
    'lat',
    'lng',
    'sort',
  ]);
  regions.forEach(region);
  const pharmacy = inserter(writers, 'pharmacies', Object.keys(pharmacies[0]));
  pharmacies.forEach(pharmacy);
  const manufacturer = inserter(writers, 'manufacturers', ['id', 'name', 'country_code']);
  manufacturers.forEach(manufacturer);
  const substance = inserter(writers, 'substances', ['id', 'inn', 'name_ru', 'name_uz']);
  substances.forEach(substance);
  const drug = inserter(writers, 'drugs', Object.keys(drugs[0]));
  drugs.forEach(drug);
  characteristics.forEach(inserter(writers, 'drug_characteristics', Object.keys(characteristics[0])));

  // Stock: popular drugs are in most pharmacies, the rest in about a third; one drug in 60 is sold out.
  // Pharmacy 1 holds everything in stock somewhere, so Tashkent always has a pick-up point for tests.
  const stock = new TableWriter('drug_stock', ['pharmacy_id', 'drug_id', 'qty']);
  writers.push(stock);
  for (const d of drugs) {
    if (hashInt(d.id) % 60 === 0) continue;
    const share = d.popularity >= 400 ? 70 : 30;
    for (const p of pharmacies) {
      const h = hashInt(p.id * 1_000_003 + d.id);
      if (h % 100 < share || p.id === 1) stock.add(p.id, d.id, 1 + ((h >>> 8) % 60));
    }
  }

  const collection = inserter(writers, 'collections', [
    'id',
    'slug',
    'title_ru',
    'title_uz',
    'description_ru',
    'description_uz',
    'type',
    'status',
    'sort',
  ]);
  const collectionDrug = new TableWriter('collection_drugs', ['collection_id', 'drug_id', 'sort']);
  writers.push(collectionDrug);
  for (const c of content.collections) {
    collection(c);
    c.drugs.forEach((id, i) => collectionDrug.add(c.id, id, i));
  }
  const sale = inserter(writers, 'sales', [
    'id',
    'title_ru',
    'title_uz',
    'description_ru',
    'description_uz',
    'image',
    'start_date',
    'end_date',
  ]);
  const saleDrug = new TableWriter('sale_drugs', ['sale_id', 'drug_id']);
  writers.push(saleDrug);
  for (const s of content.sales) {
    sale(s);
    s.drugs.forEach((id) => saleDrug.add(s.id, id));
  }
  content.articles.forEach(inserter(writers, 'articles', Object.keys(content.articles[0])));
  content.metas.forEach(inserter(writers, 'metas', Object.keys(content.metas[0])));
  content.instructions.forEach(inserter(writers, 'drug_instructions', Object.keys(content.instructions[0])));
}

/** The content pages, each language's blocks as JSON. */
function seedPages(writers: TableWriter[]): void {
  const insert = inserter(writers, 'pages', [
    'slug',
    'title_ru',
    'title_uz',
    'description_ru',
    'description_uz',
    'blocks_ru',
    'blocks_uz',
    'updated_at',
  ]);
  for (const page of PAGES) {
    insert({
      slug: page.slug,
      title_ru: page.title.ru,
      title_uz: page.title.uz,
      description_ru: page.description.ru,
      description_uz: page.description.uz,
      blocks_ru: JSON.stringify(page.blocks.ru),
      blocks_uz: JSON.stringify(page.blocks.uz),
      updated_at: '2026-11-01T00:00:00Z',
    });
  }
}

/** The tables whose ids the engine numbers: after the seed wrote its own ids, PostgreSQL's counters go past them. */
const NUMBERED = [
  'categories',
  'regions',
  'pharmacies',
  'manufacturers',
  'substances',
  'drugs',
  'drug_instructions',
  'collections',
  'sales',
  'articles',
  'metas',
];

/**
 * Fills an empty database with the deterministic seed (same ids every run), in one transaction of multi-row
 * INSERTs. Parts already there are left alone. On PostgreSQL an advisory lock makes replicas seed once.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async () => {
    if (db.engine === 'postgres') await db.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const needCategories = (await count(db, 'categories')) === 0;
    const needCatalogue = (await count(db, 'regions')) === 0;
    const needPages = (await count(db, 'pages')) === 0;
    if (!needCategories && !needCatalogue && !needPages) return;
    // Parents first: the order of the writers is the order of the tables' foreign keys.
    const writers: TableWriter[] = [];
    if (needCategories) seedCategories(writers);
    if (needCatalogue) seedCatalogue(writers);
    if (needPages) seedPages(writers);
    for (const writer of writers) await writer.write(db);
    if (db.engine === 'postgres') {
      for (const table of NUMBERED) {
        await db.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`,
        );
      }
    }
  });
}
