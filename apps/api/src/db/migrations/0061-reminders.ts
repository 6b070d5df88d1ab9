/**
 * "Напомнить через 30 дней" (issue 40): a shopper asks, on a received order's page, to be reminded when its
 * medicines run out. One reminder per order (asking again moves its day); due on `due_at`, it is claimed by one
 * instance (`sent_at` set in the transaction that queues its text in `sms_pending`), so it is sent once however
 * many instances sweep. Cancelling deletes it.
 */
export const sql = `
CREATE TABLE reminders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  lan TEXT NOT NULL,
  created_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX reminders_user ON reminders (user_id);
CREATE INDEX reminders_due ON reminders (due_at) WHERE sent_at IS NULL;
`;
