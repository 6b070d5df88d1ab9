import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { addMs } from '../http/clock';
import { hashToken, newToken } from '../http/secrets';

/** Sign-in tokens: 256 random bits handed to the client once, kept here only as a SHA-256 hash. */
export function createTokensRepo(db: Database, clock: Clock, ttlMs: number) {
  const insert = db.prepare(
    'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const live = db.prepare(
    'SELECT user_id FROM auth_tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revoke = db.prepare(
    'UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  return {
    async issue(userId: number): Promise<string> {
      const token = newToken();
      const now = clock();
      await insert.run(hashToken(token), userId, now.toISOString(), addMs(now, ttlMs));
      return token;
    },
    async userOf(tokenHash: string): Promise<number | null> {
      const row = (await live.get(tokenHash, clock().toISOString())) as { user_id: number } | undefined;
      return row ? row.user_id : null;
    },
    async revoke(tokenHash: string): Promise<void> {
      await revoke.run(clock().toISOString(), tokenHash);
    },
  };
}

export type TokensRepo = ReturnType<typeof createTokensRepo>;
