import { brandOf, checkCard, maskCard, passesLuhn } from './card-number';

const today = new Date('2026-11-21T10:00:00Z');

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('tells the brand from the BIN', () => {
    expect(brandOf('8600123412341234')).toBe('uzcard');
    expect(brandOf('9860123412341234')).toBe('humo');
    expect(brandOf('4111111111111111')).toBe('visa');
    expect(brandOf('5500000000000004')).toBe('mastercard');
    expect(brandOf('7000000000000000')).toBeNull();
  });

  it('masks all but the first and last four digits', () => {
    expect(maskCard('8600123456781234')).toBe('8600 **** **** 1234');
  });

  it('accepts a valid card through the end of its expiry month', () => {
    expect(checkCard('4111 1111 1111 1111', '11/26', today)).toEqual({
      ok: true,
      digits: '4111111111111111',
      brand: 'visa',
    });
  });

  it.each([
    ['4111111111111112', '12/27', 'invalid_card_number'],
    ['41111111', '12/27', 'invalid_card_number'],
    ['7000000000000005', '12/27', 'card_type_not_accepted'],
    ['4111111111111111', '13/27', 'card_expiry_format'],
    ['4111111111111111', '10/26', 'card_expired'],
  ])('refuses %s %s (%s)', (number, expiry, code) => {
    expect(checkCard(number, expiry, today)).toEqual({ ok: false, code });
  });
});
