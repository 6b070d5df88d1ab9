/**
 * "Сообщить о поступлении" (issue 18, item 4): a signed-in shopper asks to be told when a drug out of stock in
 * their region comes back; the alert is answered once (notified_at), by SMS and a notice in the profile.
 */
export const sql = `
CREATE TABLE stock_alerts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  drug_id INTEGER NOT NULL,
  region_id INTEGER NOT NULL,
  lan TEXT NOT NULL,
  created_at TEXT NOT NULL,
  notified_at TEXT,
  UNIQUE (user_id, drug_id)
);
CREATE INDEX stock_alerts_waiting ON stock_alerts(drug_id, region_id);
`;
