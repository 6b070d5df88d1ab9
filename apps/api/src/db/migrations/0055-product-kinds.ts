/**
 * Goods that are not medicines (issue 41): thermometers, bandages, baby food… A product's kind says which it is;
 * goods show characteristics instead of a leaflet (whose sections belong to a medicine's active substance), one
 * row each, in both languages. Rows seeded before it are medicines.
 */
export const sql = `
ALTER TABLE drugs ADD COLUMN kind TEXT NOT NULL DEFAULT 'medicine' CHECK (kind IN ('medicine', 'goods'));

CREATE TABLE drug_characteristics (
  drug_id INTEGER NOT NULL REFERENCES drugs(id),
  sort INTEGER NOT NULL,
  name_ru TEXT NOT NULL,
  name_uz TEXT NOT NULL,
  value_ru TEXT NOT NULL,
  value_uz TEXT NOT NULL,
  PRIMARY KEY (drug_id, sort)
);
`;
