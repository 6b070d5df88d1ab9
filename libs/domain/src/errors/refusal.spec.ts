import { refusalOf, SERVER_MESSAGE_KEYS } from './refusal';

describe('refusalOf', () => {
  it('tells a failed call as "check your connection"', () => {
    expect(refusalOf(false)).toEqual({ key: 'errors.network' });
    expect(refusalOf(null)).toEqual({ key: 'errors.network' });
  });

  it('tells every message the API sends by a dictionary key, never in its own words', () => {
    expect(refusalOf({ status: 0, msg: 'Invalid card number', http_status: 400 })).toEqual({
      key: 'refusal.cardNumber',
    });
    expect(refusalOf({ status: 0, msg: 'Code None' })).toEqual({ key: 'errors.wrongCode' });
    expect(refusalOf({ status: 0, msg: 'At most 5 cards can be saved' })).toEqual({
      key: 'refusal.tooManyCards',
      values: { count: 5 },
    });
    expect(refusalOf({ status: 0, msg: 'Не знаю такого' })).toEqual({ key: 'refusal.generic' });
    expect(refusalOf({ status: 0 })).toEqual({ key: 'refusal.generic' });
    for (const key of Object.values(SERVER_MESSAGE_KEYS)) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it('tells a 429 to wait, with the seconds of Retry-After when the server gave them', () => {
    expect(
      refusalOf({
        status: 0,
        msg: 'Too many codes requested for this phone.',
        http_status: 429,
        retry_after: 90,
      }),
    ).toEqual({ key: 'refusal.tooManyWait', retryAfter: 90 });
    expect(refusalOf({ status: 0, msg: 'Slow down', http_status: 429 })).toEqual({ key: 'refusal.tooMany' });
    // A locked code is not a matter of time: its own message says to ask for a new one.
    expect(
      refusalOf({ status: 0, msg: 'Too many wrong codes. Request a new code.', http_status: 429 }),
    ).toEqual({ key: 'refusal.codeLocked' });
  });
});
