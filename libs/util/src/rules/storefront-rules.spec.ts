import { canSearch, cutRegionName, normalizeQuantity } from './storefront-rules';
import { readTypedQuantity } from './typed-quantity';
import { isEPrescriptionNumber, normalizePrescriptionNumber } from './e-prescription';

describe('normalizeQuantity', () => {
  it.each([
    [2.7, undefined, 2],
    [undefined, undefined, 0],
    [Number.NaN, undefined, 0],
    [Number.POSITIVE_INFINITY, 10, 0],
    ['3', undefined, 0],
    [{}, undefined, 0],
    [-5, undefined, 0],
    [12, 10, 10],
    [8, 0, 0],
    [8, null, 8],
  ])('%p (max %p) → %p', (value, max, expected) => expect(normalizeQuantity(value, max)).toBe(expected));
});

describe('a quantity typed into the counter (readTypedQuantity, then normalizeQuantity)', () => {
  it.each([
    ['3', undefined, 3],
    [' 12 ', undefined, 12],
    ['abc', undefined, 0],
    ['1,5', undefined, 1],
    ['2,', undefined, 2],
    ['2.5', undefined, 2],
    ['0x10', undefined, 0],
    ['1.2.3', undefined, 0],
    ['', undefined, 0],
    ['-5', undefined, 0],
    ['1e3', undefined, 1000],
    ['1e3', 10, 10],
    ['1e400', 10, 0],
    ['8', 6, 6],
  ])('%p (max %p) → %p', (typed, max, expected) =>
    expect(normalizeQuantity(readTypedQuantity(typed), max)).toBe(expected),
  );
});

describe('canSearch', () => {
  it('searches from 2 characters, spaces around not counted', () => {
    expect(canSearch(' a ')).toBe(false);
    expect(canSearch('ab')).toBe(true);
  });
});

describe('cutRegionName', () => {
  it('cuts at 13 characters plus an ellipsis, by characters', () => {
    expect(cutRegionName('Ташкент')).toBe('Ташкент');
    expect(cutRegionName('  Ташкент ')).toBe('Ташкент');
    expect(cutRegionName('Самаркандская')).toBe('Самаркандская');
    expect(cutRegionName('Самаркандская область')).toBe('Самаркандская…');
    expect(cutRegionName('Qoraqalpogʻiston')).toBe('Qoraqalpogʻis…');
  });
});

describe('e-prescription numbers', () => {
  it.each([
    ['rx 1234-5678', 'RX12345678', true],
    ['00012345678901234567', '00012345678901234567', true],
    ['1234567', '1234567', false],
    ['123456789012345678901', '123456789012345678901', false],
    ['РЦ12345678', 'РЦ12345678', false],
    ['1234_5678', '1234_5678', false],
    // Typed junk: no digits, too few digits, one character repeated, a straight run.
    ['AAAAAAAA', 'AAAAAAAA', false],
    ['abcd efgh', 'ABCDEFGH', false],
    ['ABCDEF12', 'ABCDEF12', false],
    ['00000000', '00000000', false],
    ['1111-1111-1111', '111111111111', false],
    ['12345678', '12345678', false],
    ['9876-5432', '98765432', false],
    // Real-looking ones: a letter series and digits, or digits alone.
    ['RX00000001', 'RX00000001', true],
    ['AB 1234567', 'AB1234567', true],
    ['2026 0412 3307', '202604123307', true],
  ])('%p → %p (%p)', (typed, normalized, valid) => {
    expect(normalizePrescriptionNumber(typed)).toBe(normalized);
    expect(isEPrescriptionNumber(normalizePrescriptionNumber(typed))).toBe(valid);
  });
});
