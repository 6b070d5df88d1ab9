import * as crypto from 'node:crypto';
import { secretMatcher } from './secrets';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

describe('secretMatcher (bearer tokens of outside systems)', () => {
  const matches = secretMatcher('a-stock-feed-token-of-32-characters!');

  it('takes the secret and nothing else', () => {
    expect(matches('a-stock-feed-token-of-32-characters!')).toBe(true);
    expect(matches('a-stock-feed-token-of-32-characters?')).toBe(false);
    expect(matches('')).toBe(false);
  });

  it('compares in constant time whatever the length given (no early length check)', () => {
    const compare = jest.mocked(crypto.timingSafeEqual);
    for (const given of ['x', 'a-stock-feed-token', 'a-stock-feed-token-of-32-characters!-and-more']) {
      compare.mockClear();
      expect(matches(given)).toBe(false);
      // Equal-length digests, compared by the constant-time function every time.
      expect(compare).toHaveBeenCalledTimes(1);
      expect(compare.mock.calls[0][0]).toHaveLength(32);
    }
  });
});
