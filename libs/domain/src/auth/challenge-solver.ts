import type { ChallengeDto } from '@gopharm/api-client';

/** Numbers hashed between two yields to the page: a few milliseconds of work, so taps and screen readers go on. */
const BATCH = 500;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Solves a proof-of-work challenge of `GET v1/challenge` (the ALTCHA scheme): finds the number up to
 * `maxnumber` whose SHA-256 of `salt + number` is the challenge, with Web Crypto, in batches with a pause between
 * them. Answers the solution as the API takes it (base64 of its JSON), or null when no number fits (a forged or
 * broken challenge). Loaded only when the API asks for a challenge (a dynamic import in the auth store).
 */
export async function solveChallenge(challenge: ChallengeDto): Promise<string | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + number))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found >= 0) {
      const solution = { ...challenge, number: numbers[found] };
      return btoa(JSON.stringify(solution));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
