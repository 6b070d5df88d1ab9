import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit secret, URL-safe: sign-in tokens, card sessions, card tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 bits of entropy, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Checks a presented secret (a bearer token an outside system sends) against the configured one in constant time:
 * both are hashed with SHA-256 first, so neither the time nor an early length check tells how much of it, or how
 * long it, is right.
 */
export function secretMatcher(secret: string): (given: string) => boolean {
  const expected = createHash('sha256').update(secret).digest();
  return (given) => timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

/**
 * Checks an `Authorization: Bearer <secret>` header an outside system sends (the pharmacies' feeds) in constant
 * time (`secretMatcher`): a missing header, another scheme or another secret is false.
 */
export function bearerMatcher(secret: string): (header: string | undefined) => boolean {
  const matches = secretMatcher(secret);
  return (header) => !!header?.startsWith('Bearer ') && matches(header.slice('Bearer '.length));
}

/** A 6-digit one-time code from a cryptographic source. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes have only a million values, so they are hashed with a keyed HMAC (a pepper that never touches the
 * database) and salted with what they belong to: a stolen table does not give codes away.
 */
export function createCodeHasher(pepper: string) {
  const hash = (key: string, code: string) =>
    createHmac('sha256', pepper).update(`${key}:${code}`).digest('hex');
  return {
    hash,
    matches(key: string, code: string, stored: string): boolean {
      const a = Buffer.from(hash(key, code), 'hex');
      const b = Buffer.from(stored, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;

/** A digest of a request's data, the same whatever order its keys came in: what an idempotency key stands for. */
export function requestDigest(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}
