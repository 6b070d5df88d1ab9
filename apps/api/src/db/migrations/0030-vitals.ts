/**
 * Field data: one row per metric of a shopper's page view (LCP, INP, CLS, FCP, TTFB), with the app, route id and
 * language only. No address, URL, user or session is stored: the figures are for p75 per route, nothing else.
 */
export const sql = `
CREATE TABLE vitals (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('desktop', 'mobile')),
  lan TEXT NOT NULL CHECK (lan IN ('ru', 'uz')),
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value REAL NOT NULL
);
CREATE INDEX vitals_by_time ON vitals (created_at);
`;
