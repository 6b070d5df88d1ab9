/**
 * Cashback as a ledger (issue 38, item 1): every movement of a shopper's cashback is a row, and the balance is their
 * sum. `earned` (+) when an order is delivered, once per order; `spent` (−) when cashback pays part of an order;
 * `returned` (+) when an order's cashback is given back (the order cancelled, or its payment changed to use less).
 * The cashback an order uses is the negated sum of its `spent` and `returned` rows, so `orders.cash_used`, a second
 * record of the same fact, goes. The rows of orders placed before are written from them.
 *
 * `orders.idempotency_hash`: a digest of the order's request, so a key sent again with another cart is refused
 * instead of answering the first order.
 */
export const sql = `
CREATE TABLE cashback_moves (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('earned', 'spent', 'returned')),
  amount INTEGER NOT NULL CHECK ((kind = 'spent' AND amount < 0) OR (kind <> 'spent' AND amount > 0)),
  created_at TEXT NOT NULL
);
CREATE INDEX cashback_moves_user ON cashback_moves(user_id);
CREATE INDEX cashback_moves_order ON cashback_moves(order_id);
CREATE UNIQUE INDEX cashback_earned_once ON cashback_moves(order_id) WHERE kind = 'earned';

INSERT INTO cashback_moves (user_id, order_id, kind, amount, created_at)
  SELECT user_id, id, 'earned', cashback, created_at FROM orders WHERE status = 'delivered' AND cashback > 0;
INSERT INTO cashback_moves (user_id, order_id, kind, amount, created_at)
  SELECT user_id, id, 'spent', -cash_used, created_at FROM orders
  WHERE cash_used > 0 AND status NOT IN ('cancelled_by_store', 'cancel_by_admin', 'cancelled_by_user', 'payment_failed');

ALTER TABLE orders DROP COLUMN cash_used;
ALTER TABLE orders ADD COLUMN idempotency_hash TEXT;
`;
