/**
 * Wrong tries of a one-time code count per caller (a keyed hash of the client address), so that a stranger's
 * guesses lock only the stranger out; the code remembers (the same hash of) the address that asked for it.
 * No address is stored in clear.
 */
export const sql = `
ALTER TABLE otp_codes ADD COLUMN requested_by TEXT;
ALTER TABLE otp_codes DROP COLUMN attempts;

CREATE TABLE otp_attempts (
  otp_id INTEGER NOT NULL REFERENCES otp_codes(id) ON DELETE CASCADE,
  caller TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (otp_id, caller)
);
`;
