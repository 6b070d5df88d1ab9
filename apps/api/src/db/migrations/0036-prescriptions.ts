/**
 * Prescriptions a shopper keeps (issue 18): an e-prescription's number, or a photo or scan of a paper one. The file
 * is kept in the database (base64, without its metadata: prescriptions/prescription-file.ts), so every API
 * instance serves it and it never lies under a web root. An order with a prescription medicine names the
 * prescription it was placed with.
 */
export const sql = `
CREATE TABLE prescriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number TEXT,
  media_type TEXT,
  file_size INTEGER NOT NULL DEFAULT 0,
  file_data TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX prescriptions_user ON prescriptions(user_id);
ALTER TABLE orders ADD COLUMN prescription_id INTEGER;
`;
