import { createHash } from 'node:crypto';

/** A challenge of `GET v1/challenge` as the tests read it. */
export interface IssuedChallenge {
  challenge: string;
  maxnumber: number;
  salt: string;
}

/**
 * What the apps do (libs/domain's solver, with Web Crypto): tries every number up to `maxnumber` until
 * SHA-256(salt + number) is the challenge; answers the `altcha` field of `v1/register-captcha`.
 */
export function solveChallenge(issued: IssuedChallenge): string {
  for (let number = 0; number <= issued.maxnumber; number++) {
    if (
      createHash('sha256')
        .update(issued.salt + number)
        .digest('hex') === issued.challenge
    ) {
      return Buffer.from(JSON.stringify({ ...issued, number })).toString('base64');
    }
  }
  throw new Error('no number solves the challenge');
}
