import fc from 'fast-check';
import {
  formatDate,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPhone,
  formatTime,
  unbroken,
} from './format';

describe('formatting', () => {
  it('money and phones never break across lines: every space in them is a no-break space', () => {
    expect(formatMoney(4_000, 'ru')).toBe('4\u00a0000\u00a0сум');
    expect(formatMoney(1_234_567, 'uz')).toBe('1\u00a0234\u00a0567\u00a0soʻm');
    expect(formatPhone('998901112233')).toBe('+998\u00a090\u00a0\u00a0111\u00a022\u00a033');
    expect(unbroken('+998 90 *** ** 67')).toBe('+998\u00a090\u00a0***\u00a0**\u00a067');
  });

  it('money: a space as thousands separator and the label сум', () => {
    expect(formatMoney(12_500, 'ru')).toBe('12\u00a0500\u00a0сум');
    expect(formatMoney(1_234_567, 'ru')).toBe('1\u00a0234\u00a0567\u00a0сум');
    expect(formatMoney(900, 'ru')).toBe('900\u00a0сум');
    expect(formatMoney(0, 'ru')).toBe('0\u00a0сум');
  });

  it('decimals: one at most, after a comma, thousands grouped; none for a whole number', () => {
    expect(formatDecimal(2.34)).toBe('2,3');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(1.96)).toBe('2');
    expect(formatDecimal(1234.56)).toBe('1\u00a0234,6');
    expect(formatDecimal(0.04)).toBe('0');
    expect(formatDecimal(NaN)).toBe('');
  });

  it('money: the label translated for Uzbek', () => {
    expect(formatMoney(12_500, 'uz')).toBe('12\u00a0500\u00a0soʻm');
  });

  it('money: bad input gives an empty text, never a crash', () => {
    expect(formatMoney(NaN, 'ru')).toBe('');
    expect(formatMoney(Infinity, 'uz')).toBe('');
    expect(formatNumber(12_499.6)).toBe('12\u00a0500');
  });

  it('numbers: the same as Intl ru-RU with whole numbers, with a plain space (written by hand, no Intl)', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    fc.assert(
      // Away from zero: Intl writes "-0" for a small negative, this writes "0".
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((v) => Math.abs(v) >= 0.5),
        (value) => {
          expect(formatNumber(value).replace(/\u00a0/g, ' ')).toBe(
            intl
              .format(value)
              .replace(/[\u00a0\u202f]/g, ' ')
              .replace('−', '-'),
          );
        },
      ),
    );
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(2.5)).toBe('3');
  });

  it('dates dd.mm.yyyy in Tashkent time', () => {
    expect(formatDate('2026-11-21T10:30:00Z')).toBe('21.11.2026');
    // 21:00 UTC is already the next day in Tashkent (UTC+5).
    expect(formatDate('2026-01-04T21:00:00Z')).toBe('05.01.2026');
    expect(formatDate(new Date('2026-03-09T00:00:00Z'))).toBe('09.03.2026');
  });

  it('times HH:MM in Tashkent time', () => {
    expect(formatTime('2026-11-21T10:05:00Z')).toBe('15:05');
    expect(formatTime('2026-11-21T19:30:00Z')).toBe('00:30');
  });

  it('dates and times: bad input gives an empty text', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });

  it('phones: +998\u00a090\u00a0\u00a0123\u00a045\u00a067 for 12-character numbers only', () => {
    expect(formatPhone('998901234567')).toBe('+998\u00a090\u00a0\u00a0123\u00a045\u00a067');
    expect(formatPhone('99890123456')).toBe('99890123456');
    expect(formatPhone('+998901234567')).toBe('+998\u00a090\u00a0\u00a0123\u00a045\u00a067');
    expect(formatPhone('++998901234567')).toBe('++998901234567');
    expect(formatPhone('99890123456a')).toBe('99890123456a');
    expect(formatPhone(undefined)).toBe('');
  });
});
