/**
 * Stock receipts carry their own id (issue 38): a pharmacy's system that sends one again, because it timed out or
 * crashed, changes nothing and gets the first answer. `body_hash` (SHA-256 of the receipt's pharmacy and lines)
 * tells a receipt sent again from another receipt under a reused id (refused, 409); `answer` is the first
 * answer as sent. Written in the receipt's own transaction, with its stock.
 */
export const sql = `
CREATE TABLE stock_receipts (
  receipt_id TEXT PRIMARY KEY,
  pharmacy_id INTEGER NOT NULL,
  body_hash TEXT NOT NULL,
  answer TEXT,
  created_at TEXT NOT NULL
);
`;
