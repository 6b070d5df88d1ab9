import { AppError, type RefusalAnswer } from '@gopharm/api-client';
import { knowRefusals, knownRefusal, REFUSAL_KEYS, refusalOf } from './refusal';

/** What the shopper is told of a refusal the server sent with this body. */
const told = (answer: RefusalAnswer) =>
  refusalOf(new AppError(answer.http_status ?? 200, answer.msg ?? 'Refused', 'refusal', answer));

describe('refusalOf', () => {
  it('tells a call without an answer, or failed with no refusal, as "check your connection"', () => {
    expect(refusalOf(new AppError(500, 'Network Error', 'network'))).toEqual({ key: 'errors.network' });
    expect(refusalOf(new AppError(502, 'Bad Gateway'))).toEqual({ key: 'errors.network' });
  });

  it('tells a refusal by its code, in a dictionary key, never by the server’s words', () => {
    expect(
      told({ status: 0, code: 'invalid_card_number', msg: 'Invalid card number', http_status: 400 }),
    ).toEqual({ key: 'refusal.cardNumber' });
    expect(told({ status: 0, code: 'wrong_code', msg: 'Code None' })).toEqual({
      key: 'errors.wrongCode',
    });
    // The code decides, whatever the text says.
    expect(told({ status: 0, code: 'out_of_stock', msg: 'Minimum order amount' })).toEqual({
      key: 'errors.outOfStock',
    });
    for (const entry of Object.values(REFUSAL_KEYS)) {
      expect(typeof entry === 'string' ? entry : entry.key).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    }
  });

  it('takes the number a refusal carries from its field, not from its text', () => {
    expect(
      told({ status: 0, code: 'too_many_cards', msg: 'At most 10 cards can be saved', count: 5 }),
    ).toEqual({
      key: 'refusal.tooManyCards',
      values: { count: 5 },
    });
    // Without the field there is no number to tell: general words rather than a text with a gap.
    expect(told({ status: 0, code: 'too_many_addresses', msg: 'At most 20 addresses can be saved' })).toEqual(
      {
        key: 'refusal.generic',
      },
    );
  });

  it('tells an unknown code, a code told in general words, or no code at all in general words', () => {
    expect(told({ status: 0, code: 'a_newer_apis_code', msg: 'Something new' })).toEqual({
      key: 'refusal.generic',
    });
    expect(told({ status: 0, code: 'internal_error', msg: 'Internal server error' })).toEqual({
      key: 'refusal.generic',
    });
    expect(told({ status: 0, msg: 'Code None' })).toEqual({ key: 'refusal.generic' });
    expect(told({ status: 0 })).toEqual({ key: 'refusal.generic' });
    // A name of Object.prototype is no code.
    expect(told({ status: 0, code: 'constructor' })).toEqual({ key: 'refusal.generic' });
  });

  it('knows a feature’s codes once its code has loaded', () => {
    const answer = { status: 0, code: 'prescription_type', msg: 'Send a photo (JPEG or PNG) or a PDF' };
    expect(knownRefusal(answer)).toBeNull();
    knowRefusals({ prescription_type: 'refusal.prescriptionType' });
    expect(knownRefusal(answer)).toEqual({ key: 'refusal.prescriptionType' });
  });

  it('tells a 429 to wait, with the seconds of Retry-After when the server gave them', () => {
    expect(
      told({
        status: 0,
        code: 'codes_for_phone',
        msg: 'Too many codes requested for this phone. Try again later.',
        http_status: 429,
        retry_after: 90,
      }),
    ).toEqual({ key: 'refusal.tooManyWait', retryAfter: 90 });
    expect(told({ status: 0, code: 'too_many_reports', http_status: 429 })).toEqual({
      key: 'refusal.tooMany',
    });
    // A locked code is not a matter of time: its own message says to ask for a new one.
    expect(
      told({
        status: 0,
        code: 'code_locked',
        msg: 'Too many wrong codes. Request a new code.',
        http_status: 429,
        retry_after: 60,
      }),
    ).toEqual({ key: 'refusal.codeLocked' });
  });
});
