import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { addMs } from '../http/clock';
import type { CodeHasher } from '../http/secrets';

export type OtpPurpose = 'sign-in' | 'card';

export type OtpCheck = 'ok' | 'wrong' | 'locked';

export interface OtpOptions {
  ttlMs: number;
  maxAttempts: number;
}

interface OtpRow {
  id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
}

/**
 * One-time codes, stored hashed: a new code replaces the open ones for its key; a code is good once, until it
 * expires, and is locked after `maxAttempts` wrong tries.
 */
export function createOtpRepo(db: Database, hasher: CodeHasher, clock: Clock, options: OtpOptions) {
  const retire = db.prepare(
    'UPDATE otp_codes SET used_at = ? WHERE purpose = ? AND key = ? AND used_at IS NULL',
  );
  const insert = db.prepare(
    'INSERT INTO otp_codes (purpose, key, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const open = db.prepare(
    `SELECT id, code_hash, expires_at, attempts FROM otp_codes
     WHERE purpose = ? AND key = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  // Codes are worthless once expired; dropping them as new ones come keeps the table small.
  const prune = db.prepare('DELETE FROM otp_codes WHERE expires_at < ?');
  const markUsed = db.prepare('UPDATE otp_codes SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const addAttempt = db.prepare('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?');

  return {
    issue(purpose: OtpPurpose, key: string, code: string): void {
      const now = clock();
      prune.run(now.toISOString());
      retire.run(now.toISOString(), purpose, key);
      insert.run(purpose, key, hasher.hash(key, code), addMs(now, options.ttlMs), now.toISOString());
    },

    /** Checks a code and, when it matches, uses it up. Expired, used and unknown codes are simply wrong. */
    check(purpose: OtpPurpose, key: string, code: string): OtpCheck {
      const now = clock();
      const row = open.get(purpose, key) as OtpRow | undefined;
      if (!row || row.expires_at <= now.toISOString()) return 'wrong';
      if (row.attempts >= options.maxAttempts) return 'locked';
      if (hasher.matches(key, code, row.code_hash)) {
        // Single use: only the update that flips used_at wins (guards a second process on the same file).
        return markUsed.run(now.toISOString(), row.id).changes === 1 ? 'ok' : 'wrong';
      }
      addAttempt.run(row.id);
      return 'wrong';
    },
  };
}

export type OtpRepo = ReturnType<typeof createOtpRepo>;
