/**
 * Texts waiting to be sent (issue 38): a stock receipt queues its back-in-stock texts here in its own
 * transaction and answers at once; any API instance works them off (sms/pending-texts.ts), each claimed by one
 * (`claimed_until`, a lease), inside the per-phone and global SMS budgets. A text the budget refuses waits for
 * `next_at`; one the gateway failed is tried again later, `attempts` times at most. `sent_at` or `failed_at`
 * closes it.
 */
export const sql = `
CREATE TABLE sms_pending (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  next_at TEXT NOT NULL,
  claimed_until TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  sent_at TEXT,
  failed_at TEXT
);
CREATE INDEX sms_pending_open ON sms_pending (next_at) WHERE sent_at IS NULL AND failed_at IS NULL;
`;
