/**
 * What a signed-in user keeps: saved cards (an opaque token and a masked number only: never the full number or
 * the expiry), pending card confirmations, addresses, favourites and recently viewed drugs.
 * Drug ids are not foreign keys: the catalogue is seeded separately and repos check ids through it.
 */
export const sql = `
CREATE TABLE cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  number_mask TEXT NOT NULL,
  brand TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX cards_user ON cards(user_id);

CREATE TABLE card_sessions (
  session_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number_mask TEXT NOT NULL,
  brand TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  house TEXT NOT NULL DEFAULT '',
  apartment TEXT NOT NULL DEFAULT '',
  entrance TEXT NOT NULL DEFAULT '',
  floor TEXT NOT NULL DEFAULT '',
  intercom TEXT NOT NULL DEFAULT '',
  comment TEXT NOT NULL DEFAULT '',
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses(user_id);

CREATE TABLE favorites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  drug_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (user_id, drug_id)
);

CREATE TABLE viewed_drugs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  drug_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (user_id, drug_id)
);
CREATE INDEX viewed_drugs_order ON viewed_drugs(user_id, position);
`;
