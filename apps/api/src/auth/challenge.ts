import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

/**
 * A proof-of-work challenge in the ALTCHA scheme (altcha.org; no third party, nothing to read off an image): the
 * server draws a secret number up to `maxnumber` and sends `challenge = SHA-256(salt + number)` with
 * `signature = HMAC-SHA-256(key, challenge)`; the browser finds the number by trying them all (half of
 * `maxnumber` hashes on average, about a second on a phone) and sends it back. The salt carries its expiry
 * (`?expires=<unix seconds>`), so the signature covers it.
 */
interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface ChallengeConfig {
  /** The largest secret number: the work a solution costs (SHA-256 hashes, half of it on average). */
  maxNumber: number;
  /** How long a challenge may be solved and used, in ms. */
  ttlMs: number;
}

export const DEFAULT_CHALLENGE_CONFIG: ChallengeConfig = { maxNumber: 50_000, ttlMs: 10 * 60_000 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A solution's fields as the client sends them: the challenge's own and the `number` found. */
interface Solution {
  algorithm?: unknown;
  challenge?: unknown;
  number?: unknown;
  salt?: unknown;
  signature?: unknown;
}

/** The solution of the request's `altcha` field: base64 of its JSON (as the ALTCHA widget sends it) or the object. */
function readSolution(value: unknown): Solution | null {
  if (value && typeof value === 'object') return value as Solution;
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Solution) : null;
  } catch {
    return null;
  }
}

/**
 * Issues and checks challenges. `secret` keys the signatures (derived from AUTH_CODE_PEPPER, which every instance
 * on one database shares, so a challenge issued by one is good on another); each solution is good once: its
 * signature is stored in `challenges_used` until the challenge expires.
 */
export function createChallenges(db: Database, secret: string, clock: Clock, config: ChallengeConfig) {
  const key = createHmac('sha256', secret).update('altcha-challenge').digest();
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');
  const spend = db.prepare(
    'INSERT INTO challenges_used (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING',
  );
  const prune = db.prepare('DELETE FROM challenges_used WHERE expires_at < ?');

  return {
    issue(): Challenge {
      const expires = Math.floor((clock().getTime() + config.ttlMs) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256(salt + randomInt(0, config.maxNumber + 1));
      return {
        algorithm: 'SHA-256',
        challenge,
        maxnumber: config.maxNumber,
        salt,
        signature: sign(challenge),
      };
    },

    /** Whether `value` solves a challenge of ours, unexpired and never used before; it is used up if so. */
    async redeem(value: unknown): Promise<boolean> {
      const solution = readSolution(value);
      if (!solution) return false;
      const { algorithm, challenge, number, salt, signature } = solution;
      if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string') return false;
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) return false;
      const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1]);
      const now = clock().getTime();
      if (!(expires * 1000 > now)) return false;
      if (!timingSafeEqual(Buffer.from(sign(challenge), 'hex'), Buffer.from(signature, 'hex'))) return false;
      if (sha256(salt + number) !== challenge) return false;
      const nowIso = new Date(now).toISOString();
      await prune.run(nowIso);
      const spent = await spend.run(signature, new Date(expires * 1000).toISOString());
      return spent.changes === 1;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
