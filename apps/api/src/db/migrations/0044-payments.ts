/**
 * Card payments through a provider (issue 39). `payments` is one row per provider transaction: Payme's
 * transaction id, Click's click_trans_id or the development page's own, unique per provider, so a callback sent
 * again finds its row instead of making another. `amount` is in tiyin (a sum is 100 tiyin); `state` is Payme's: 1
 * created (the money held), 2 performed (paid), -1 cancelled before it was performed, -2 cancelled after (refunded).
 * Times are milliseconds since 1970 (Payme's timestamps), 0 while the event has not happened.
 *
 * `orders.payment_state`: where the card payment of an order stands apart from its fulfilment status: `none` (cash,
 * or not asked yet), `waiting` (sent to the provider), `failed` (declined or expired: it may be paid again) or
 * `refunded`. `orders.stock_held_until`: the moment the stock taken for an unpaid card order is given back unless
 * the payment came; null once paid or given back. `orders.stock_released`: 1 while its stock is given back (paying
 * again takes it anew).
 */
export const sql = `
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('dev', 'payme', 'click')),
  provider_tx_id TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  state INTEGER NOT NULL CHECK (state IN (1, 2, -1, -2)),
  provider_time BIGINT NOT NULL,
  create_time BIGINT NOT NULL,
  perform_time BIGINT NOT NULL DEFAULT 0,
  cancel_time BIGINT NOT NULL DEFAULT 0,
  reason INTEGER,
  UNIQUE (provider, provider_tx_id)
);
CREATE INDEX payments_order ON payments(order_id);
CREATE INDEX payments_time ON payments(provider, provider_time);

ALTER TABLE orders ADD COLUMN payment_state TEXT NOT NULL DEFAULT 'none'
  CHECK (payment_state IN ('none', 'waiting', 'failed', 'refunded'));
ALTER TABLE orders ADD COLUMN stock_held_until TEXT;
ALTER TABLE orders ADD COLUMN stock_released INTEGER NOT NULL DEFAULT 0;
CREATE INDEX orders_held ON orders(stock_held_until) WHERE stock_held_until IS NOT NULL;
`;
