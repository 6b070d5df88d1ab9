/**
 * A signed-in shopper's cart, kept by the API as well as on each device (issue 43): one row per user and drug,
 * with the quantity and when it last changed (milliseconds since the epoch, by the API's clock). A removal is a
 * change too: its row stays with quantity 0, so an older change sent later (a phone back online) cannot bring the
 * line back. Drug ids are not foreign keys, as in 0011-user-data.
 */
export const sql = `
CREATE TABLE cart_lines (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  drug_id INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty >= 0),
  changed_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, drug_id)
);
`;
