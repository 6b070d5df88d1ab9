/** Regions of Uzbekistan with their districts, and the pharmacies of each. */
export const sql = `
CREATE TABLE regions (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES regions(id),
  name_ru TEXT NOT NULL,
  name_uz TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX regions_parent ON regions(parent_id);

CREATE TABLE pharmacies (
  id INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL REFERENCES regions(id),
  district_id INTEGER REFERENCES regions(id),
  name_ru TEXT NOT NULL,
  name_uz TEXT NOT NULL,
  address_ru TEXT NOT NULL,
  address_uz TEXT NOT NULL,
  phone TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  opens TEXT NOT NULL,
  closes TEXT NOT NULL
);
CREATE INDEX pharmacies_region ON pharmacies(region_id);
`;
