/** Marketing content: collections, sales, articles and meta tags. */
export const sql = `
CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title_ru TEXT NOT NULL,
  title_uz TEXT NOT NULL,
  description_ru TEXT NOT NULL,
  description_uz TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE collection_drugs (
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  drug_id INTEGER NOT NULL REFERENCES drugs(id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (collection_id, drug_id)
) WITHOUT ROWID;

CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  title_ru TEXT NOT NULL,
  title_uz TEXT NOT NULL,
  description_ru TEXT NOT NULL,
  description_uz TEXT NOT NULL,
  image TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);
CREATE TABLE sale_drugs (
  sale_id INTEGER NOT NULL REFERENCES sales(id),
  drug_id INTEGER NOT NULL REFERENCES drugs(id),
  PRIMARY KEY (sale_id, drug_id)
) WITHOUT ROWID;
CREATE INDEX sale_drugs_drug ON sale_drugs(drug_id);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title_ru TEXT NOT NULL,
  title_uz TEXT NOT NULL,
  content_ru TEXT NOT NULL,
  content_uz TEXT NOT NULL,
  image TEXT NOT NULL,
  created_date TEXT NOT NULL
);

CREATE TABLE metas (
  id INTEGER PRIMARY KEY,
  page TEXT NOT NULL,
  lan TEXT NOT NULL,
  name TEXT,
  property TEXT,
  content TEXT NOT NULL,
  hid TEXT NOT NULL
);
CREATE INDEX metas_page ON metas(page, lan);
`;
