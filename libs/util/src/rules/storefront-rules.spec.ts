import { canSearch, cutRegionName, normalizeQuantity } from './storefront-rules';

describe('normalizeQuantity', () => {
  it.each([
    [2.7, undefined, 2],
    ['3', undefined, 3],
    [' 12 ', undefined, 12],
    ['abc', undefined, 0],
    ['1,5', undefined, 0],
    ['1.5', undefined, 0],
    ['', undefined, 0],
    ['-5', undefined, 0],
    ['1e3', undefined, 0],
    [undefined, undefined, 0],
    [Number.NaN, undefined, 0],
    [{}, undefined, 0],
    [-5, undefined, 0],
    [12, 10, 10],
    ['8', 6, 6],
    [8, 0, 0],
    [8, null, 8],
  ])('%p (max %p) → %p', (value, max, expected) => expect(normalizeQuantity(value, max)).toBe(expected));
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
