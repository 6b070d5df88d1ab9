/**
 * Sign-in nobody else can block, field data nobody can skew (issue 38, items 4 and 5).
 *
 * `challenges_used`: the proof-of-work solutions already spent (by their challenge's signature), kept until the
 * challenge expires, so that each solution buys one code request, on whichever instance it arrives.
 *
 * `vitals.client`: a keyed hash of the beacon's client (its /64 or IPv4 address and the day, never the address),
 * so that the summary counts at most a few page views per client and one client cannot move a p75.
 */
export const sql = `
CREATE TABLE challenges_used (
  signature TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX challenges_used_expiry ON challenges_used (expires_at);
ALTER TABLE vitals ADD COLUMN client TEXT NOT NULL DEFAULT '';
`;
