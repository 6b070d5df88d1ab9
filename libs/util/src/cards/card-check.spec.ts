import { cardExpiryProblem, cardNumberProblem, passesLuhn } from './card-check';

const TODAY = new Date('2026-05-15T10:00:00Z');

describe('card checks', () => {
  it('accepts a number with a valid checksum, spaces allowed', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(cardNumberProblem('8600 1234 5678 9012')).toBeNull();
    expect(cardNumberProblem('9860123456781236')).toBeNull();
  });

  it('tells an incomplete number from a mistyped one', () => {
    expect(cardNumberProblem('8600 1234')).toBe('incomplete');
    expect(cardNumberProblem('')).toBe('incomplete');
    expect(cardNumberProblem('8600abcd56789012')).toBe('incomplete');
    expect(cardNumberProblem('8600123456789015')).toBe('invalid');
  });

  it('takes an expiry as MM/YY, good through the end of its month', () => {
    expect(cardExpiryProblem('05/26', TODAY)).toBeNull();
    expect(cardExpiryProblem('12/30', TODAY)).toBeNull();
    expect(cardExpiryProblem('1230', TODAY)).toBe('format');
    expect(cardExpiryProblem('04/26', TODAY)).toBe('expired');
    expect(cardExpiryProblem('13/27', TODAY)).toBe('format');
    expect(cardExpiryProblem('1/27', TODAY)).toBe('format');
    expect(cardExpiryProblem('', TODAY)).toBe('format');
  });
});
