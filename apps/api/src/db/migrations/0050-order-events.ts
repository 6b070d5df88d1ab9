/**
 * Orders move (issue 40). `order_events`: every status an order took, when it happened (`occurred_at`, as the
 * reporting system says) and when the server recorded it: the shopper's timeline. An event the pharmacies' status
 * feed sent carries the feed's own id (`feed_event_id`, unique: sent again, it changes nothing and reads the
 * first `answer`) and a hash of its body (the id with another body is refused).
 *
 * On the order: `status_at` (when its status happened: an older event comes too late), `ready_until` (a pick-up
 * order ready at the pharmacy, held 48 h), `courier_expected_at` (a courier order on its way) and `lan`, the
 * language it was placed in, which its texts are written in (orders placed before: Russian).
 */
export const sql = `
ALTER TABLE orders ADD COLUMN lan TEXT NOT NULL DEFAULT 'ru';
ALTER TABLE orders ADD COLUMN status_at TEXT;
ALTER TABLE orders ADD COLUMN ready_until TEXT;
ALTER TABLE orders ADD COLUMN courier_expected_at TEXT;

CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  feed_event_id TEXT UNIQUE,
  body_hash TEXT,
  answer TEXT
);
CREATE INDEX order_events_order ON order_events (order_id, id);
`;
