import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { buildCatalogue } from './catalogue';
import { CATEGORY_SEED, type CategorySeed } from './categories';
import { buildContent } from './content';
import { hashInt } from './hash';
import { PAGES } from './pages';
import { buildGeo } from './pharmacies';

const count = (db: DatabaseSync, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;

/** An INSERT of the given columns, run with a row object. */
function inserter(db: DatabaseSync, table: string, columns: string[]) {
  const statement: StatementSync = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return (row: object) =>
    void statement.run(...columns.map((c) => (row as Record<string, string | number | null>)[c]));
}

function seedCategories(db: DatabaseSync): void {
  const insert = db.prepare(
    'INSERT INTO categories (id, parent_id, slug, name_ru, name_uz, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertTree = (nodes: CategorySeed[], parentId: number | null) =>
    nodes.forEach((node, index) => {
      insert.run(node.id, parentId, node.slug, node.ru, node.uz, index);
      insertTree(node.children ?? [], node.id);
    });
  insertTree(CATEGORY_SEED, null);
}

/** Regions, pharmacies, the catalogue with its stock, and the content that points at it. */
function seedCatalogue(db: DatabaseSync): void {
  const { regions, pharmacies } = buildGeo();
  const { manufacturers, substances, drugs } = buildCatalogue();
  const content = buildContent(drugs, substances);

  const region = inserter(db, 'regions', ['id', 'parent_id', 'name_ru', 'name_uz', 'lat', 'lng', 'sort']);
  regions.forEach(region);
  const pharmacy = inserter(db, 'pharmacies', Object.keys(pharmacies[0]));
  pharmacies.forEach(pharmacy);
  const manufacturer = inserter(db, 'manufacturers', ['id', 'name', 'country_code']);
  manufacturers.forEach(manufacturer);
  const substance = inserter(db, 'substances', ['id', 'inn', 'name_ru', 'name_uz']);
  substances.forEach(substance);
  const drug = inserter(db, 'drugs', Object.keys(drugs[0]));
  drugs.forEach(drug);

  // Stock: popular drugs are in most pharmacies, the rest in about a third; one drug in 60 is sold out.
  // Pharmacy 1 holds everything in stock somewhere, so Tashkent always has a pick-up point for tests.
  const stock = db.prepare('INSERT INTO drug_stock (pharmacy_id, drug_id, qty) VALUES (?, ?, ?)');
  for (const d of drugs) {
    if (hashInt(d.id) % 60 === 0) continue;
    const share = d.popularity >= 400 ? 70 : 30;
    for (const p of pharmacies) {
      const h = hashInt(p.id * 1_000_003 + d.id);
      if (h % 100 < share || p.id === 1) stock.run(p.id, d.id, 1 + ((h >>> 8) % 60));
    }
  }

  const collection = inserter(db, 'collections', [
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
  const collectionDrug = db.prepare(
    'INSERT INTO collection_drugs (collection_id, drug_id, sort) VALUES (?, ?, ?)',
  );
  for (const c of content.collections) {
    collection(c);
    c.drugs.forEach((id, i) => collectionDrug.run(c.id, id, i));
  }
  const sale = inserter(db, 'sales', [
    'id',
    'title_ru',
    'title_uz',
    'description_ru',
    'description_uz',
    'image',
    'start_date',
    'end_date',
  ]);
  const saleDrug = db.prepare('INSERT INTO sale_drugs (sale_id, drug_id) VALUES (?, ?)');
  for (const s of content.sales) {
    sale(s);
    s.drugs.forEach((id) => saleDrug.run(s.id, id));
  }
  content.articles.forEach(inserter(db, 'articles', Object.keys(content.articles[0])));
  content.metas.forEach(inserter(db, 'metas', Object.keys(content.metas[0])));
  content.instructions.forEach(inserter(db, 'drug_instructions', Object.keys(content.instructions[0])));
}

/** The content pages, each language's blocks as JSON. */
function seedPages(db: DatabaseSync): void {
  const insert = inserter(db, 'pages', [
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

/**
 * Fills an empty database with the deterministic seed (same ids every run), in one transaction with
 * prepared statements so a first start takes about a second. Parts already there are left alone.
 */
export function seed(db: DatabaseSync): void {
  const needCategories = count(db, 'categories') === 0;
  const needCatalogue = count(db, 'regions') === 0;
  const needPages = count(db, 'pages') === 0;
  if (!needCategories && !needCatalogue && !needPages) return;
  db.exec('BEGIN');
  try {
    if (needCategories) seedCategories(db);
    if (needCatalogue) seedCatalogue(db);
    if (needPages) seedPages(db);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
