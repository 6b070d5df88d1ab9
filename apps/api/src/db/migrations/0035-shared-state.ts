/**
 * State every API instance on one database shares (issue 17): the stock version and the changes behind it, and
 * the rate limits.
 * - `stock_state` holds one counter, raised in the transaction of each order that takes stock. Its row lock makes
 *   orders commit their versions in order, so an instance that has seen version N has seen every change up to N.
 * - `stock_changes` lists what each version took, per region and drug: another instance applies those to its
 *   totals (the `is_count_exist` of lists) instead of summing 300,000 stock rows again.
 * - `rate_limits` is rate-limiter-flexible's PostgreSQL store (its own column names), so a phone gets one budget of
 *   texts whichever instance it asks. SQLite (one process) keeps its limits in memory and leaves it empty.
 */
export const sql = `
CREATE TABLE stock_state (id INTEGER PRIMARY KEY, version INTEGER NOT NULL);
INSERT INTO stock_state (id, version) VALUES (1, 0);
CREATE TABLE stock_changes (
  version INTEGER NOT NULL,
  region_id INTEGER NOT NULL,
  drug_id INTEGER NOT NULL,
  qty INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX stock_changes_version ON stock_changes (version);
CREATE TABLE rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);
`;
