/**
 * Users, their sign-in tokens and one-time codes, and the dev SMS outbox.
 * Codes and tokens are stored only as hashes; region ids are not foreign keys so that the accounts tables do not
 * depend on the order in which the catalogue's tables are created.
 */
export const sql = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  father_name TEXT NOT NULL DEFAULT '',
  birth_date TEXT,
  gender TEXT CHECK (gender IN ('male', 'female')),
  complete INTEGER NOT NULL DEFAULT 0,
  region_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX auth_tokens_user ON auth_tokens(user_id);

-- One-time codes: purpose 'sign-in' (key = phone) or 'card' (key = hashed card session).
CREATE TABLE otp_codes (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL,
  key TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX otp_codes_key ON otp_codes(purpose, key);

CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  text TEXT NOT NULL,
  code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox(phone);
`;
