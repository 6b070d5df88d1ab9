import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { addMs } from '../http/clock';
import type { CodeHasher } from '../http/secrets';

export type OtpPurpose = 'sign-in' | 'card';

export type OtpCheck = 'ok' | 'wrong' | 'locked';

export interface OtpOptions {
  ttlMs: number;
  /** Wrong tries each caller (client address) has on one code. */
  maxAttempts: number;
}

interface OtpRow {
  id: number;
  code_hash: string;
  expires_at: string;
  requested_by: string | null;
}

/** The open code of a key as a caller sees it: whether there is one and whether this caller asked for it. */
export interface OpenCode {
  requestedByCaller: boolean;
}

/**
 * One-time codes, stored hashed: a new code replaces the open one its caller asked for (another caller's stays
 * good: a stranger's request never spoils the shopper's code); a code is good once, until it expires. Wrong tries count per caller (the client address, stored as a keyed hash): after `maxAttempts` the
 * code is locked for that caller only, so a stranger's guesses never lock out the shopper the code was sent to.
 */
export function createOtpRepo(db: Database, hasher: CodeHasher, clock: Clock, options: OtpOptions) {
  // A new code replaces the open codes its caller asked for, never another caller's: a stranger asking for a code
  // to the shopper's phone cannot spoil the code the shopper is typing (issue 38, item 4).
  const retire = db.prepare(
    'UPDATE otp_codes SET used_at = ? WHERE purpose = ? AND key = ? AND used_at IS NULL AND requested_by = ?',
  );
  const insert = db.prepare(
    `INSERT INTO otp_codes (purpose, key, code_hash, expires_at, created_at, requested_by)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // The key's open codes, newest first: one per caller at most (the send limits bound the callers).
  const open = db.prepare(
    `SELECT id, code_hash, expires_at, requested_by FROM otp_codes
     WHERE purpose = ? AND key = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 20`,
  );
  // Codes are worthless once expired; dropping them as new ones come keeps the table small (tries go with them).
  const prune = db.prepare('DELETE FROM otp_codes WHERE expires_at < ?');
  const markUsed = db.prepare('UPDATE otp_codes SET used_at = ? WHERE id = ? AND used_at IS NULL');
  // A try is counted before its code is compared, in one statement: of many tries at once, each gets its own number,
  // so no more than `maxAttempts` of them are ever compared.
  const countAttempt = db.prepare(
    `INSERT INTO otp_attempts (otp_id, caller, attempts) VALUES (?, ?, 1)
     ON CONFLICT (otp_id, caller) DO UPDATE SET attempts = otp_attempts.attempts + 1
     RETURNING attempts`,
  );
  // The caller's address, keyed like the codes: the table never holds an address in clear.
  const callerOf = (address: string) => hasher.hash('caller', address);

  const live = async (purpose: OtpPurpose, key: string): Promise<OtpRow[]> =>
    (await open.all(purpose, key, clock().toISOString())) as unknown as OtpRow[];

  return {
    /** A new code for the key, asked for from `address`; the key's open codes stop working. */
    async issue(purpose: OtpPurpose, key: string, code: string, address: string): Promise<void> {
      const now = clock();
      await prune.run(now.toISOString());
      await retire.run(now.toISOString(), purpose, key, callerOf(address));
      await insert.run(
        purpose,
        key,
        hasher.hash(key, code),
        addMs(now, options.ttlMs),
        now.toISOString(),
        callerOf(address),
      );
    },

    /** Whether the key has a live code, and whether `address` asked for one of its live codes. */
    async open(purpose: OtpPurpose, key: string, address: string): Promise<OpenCode | null> {
      const rows = await live(purpose, key);
      if (rows.length === 0) return null;
      const caller = callerOf(address);
      return { requestedByCaller: rows.some((row) => row.requested_by === caller) };
    },

    /**
     * Checks a code tried from `address` and, when it matches, uses it up. Expired, used and unknown codes are
     * simply wrong; a caller who used up their tries is locked out of this code (others are not).
     */
    async check(purpose: OtpPurpose, key: string, code: string, address: string): Promise<OtpCheck> {
      const rows = await live(purpose, key);
      if (rows.length === 0) return 'wrong';
      // Tries are counted on the newest live code: a caller has `maxAttempts` at the key's open codes together.
      const { attempts } = (await countAttempt.get<{ attempts: number }>(rows[0].id, callerOf(address)))!;
      // After `maxAttempts` wrong tries, any further try of this caller's is refused without being compared.
      if (attempts > options.maxAttempts) return 'locked';
      const row = rows.find((candidate) => hasher.matches(key, code, candidate.code_hash));
      if (!row) return 'wrong';
      // Single use: only the update that flips used_at wins (guards a second process on the same file).
      return (await markUsed.run(clock().toISOString(), row.id)).changes === 1 ? 'ok' : 'wrong';
    },
  };
}

export type OtpRepo = ReturnType<typeof createOtpRepo>;
