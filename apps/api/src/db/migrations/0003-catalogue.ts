/** The catalogue: manufacturers, active substances (INN), drugs, their stock and instructions. */
export const sql = `
CREATE TABLE manufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  country_code TEXT NOT NULL
);

CREATE TABLE substances (
  id INTEGER PRIMARY KEY,
  inn TEXT NOT NULL UNIQUE,
  name_ru TEXT NOT NULL,
  name_uz TEXT NOT NULL
);

CREATE TABLE drugs (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  brand TEXT NOT NULL,
  name_ru TEXT NOT NULL,
  name_uz TEXT NOT NULL,
  release_form_ru TEXT NOT NULL,
  release_form_uz TEXT NOT NULL,
  form TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  is_recept INTEGER NOT NULL DEFAULT 0,
  max_count INTEGER NOT NULL CHECK (max_count > 0),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  substance_id INTEGER NOT NULL REFERENCES substances(id),
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  image TEXT NOT NULL,
  popularity INTEGER NOT NULL DEFAULT 0,
  is_new INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
CREATE INDEX drugs_category ON drugs(category_id, popularity DESC);
CREATE INDEX drugs_substance ON drugs(substance_id);
CREATE INDEX drugs_manufacturer ON drugs(manufacturer_id);
CREATE INDEX drugs_popularity ON drugs(popularity DESC, id);

CREATE TABLE drug_stock (
  pharmacy_id INTEGER NOT NULL REFERENCES pharmacies(id),
  drug_id INTEGER NOT NULL REFERENCES drugs(id),
  qty INTEGER NOT NULL CHECK (qty >= 0),
  PRIMARY KEY (drug_id, pharmacy_id)
) WITHOUT ROWID; -- every look-up starts from the drug; one B-tree keeps the seed's 300,000 rows quick to write

-- An instruction belongs to the active substance: every brand of it shares the leaflet's sections.
CREATE TABLE drug_instructions (
  id INTEGER PRIMARY KEY,
  substance_id INTEGER NOT NULL REFERENCES substances(id),
  sort INTEGER NOT NULL,
  title_ru TEXT NOT NULL,
  title_uz TEXT NOT NULL,
  content_ru TEXT NOT NULL,
  content_uz TEXT NOT NULL
);
CREATE INDEX drug_instructions_substance ON drug_instructions(substance_id, sort);
`;
