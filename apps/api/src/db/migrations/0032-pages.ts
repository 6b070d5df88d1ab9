/** The content pages (about, contacts, delivery, payment, offer, contest, app): texts as JSON blocks per language. */
export const sql = `
CREATE TABLE pages (
  slug TEXT PRIMARY KEY,
  title_ru TEXT NOT NULL,
  title_uz TEXT NOT NULL,
  description_ru TEXT NOT NULL,
  description_uz TEXT NOT NULL,
  blocks_ru TEXT NOT NULL,
  blocks_uz TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
