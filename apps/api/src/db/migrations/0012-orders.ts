/**
 * Orders and their lines. A line keeps a copy of the drug's name, slug, price and thumbnail at the time of the
 * order, so the history does not change when the catalogue does. `cashback` is what the order earns once it is
 * delivered; `cash_used` is the cashback spent on paying it.
 */
export const sql = `
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  type TEXT NOT NULL CHECK (type IN ('shipping', 'pickup')),
  shipping_time TEXT CHECK (shipping_time IN ('standard', 'express')),
  address TEXT,
  store_id INTEGER,
  lat REAL,
  lng REAL,
  device TEXT NOT NULL DEFAULT 'desktop',
  comment TEXT NOT NULL DEFAULT '',
  payment_type INTEGER NOT NULL DEFAULT 1 CHECK (payment_type IN (1, 2)),
  card_id INTEGER,
  is_paid INTEGER NOT NULL DEFAULT 0,
  items_total INTEGER NOT NULL,
  delivery_sum INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  cashback INTEGER NOT NULL DEFAULT 0,
  cash_used INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user ON orders(user_id, id);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  drug_id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  price INTEGER NOT NULL,
  image_thumbnail TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (order_id, drug_id)
);
`;
