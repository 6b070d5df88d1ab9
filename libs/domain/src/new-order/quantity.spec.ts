import { normalizeQuantity, readTypedQuantity } from '@gopharm/util';
import { decrement, increment } from './quantity';

describe('quantity counter', () => {
  it('keeps an integer: fractions are cut', () => {
    expect(normalizeQuantity(2.7)).toBe(2);
    expect(normalizeQuantity(readTypedQuantity('3'))).toBe(3);
  });

  it('turns a non-numeric value into 0', () => {
    expect(normalizeQuantity(readTypedQuantity('abc'))).toBe(0);
    expect(normalizeQuantity(undefined)).toBe(0);
    expect(normalizeQuantity(NaN)).toBe(0);
    expect(normalizeQuantity({})).toBe(0);
  });

  it('is never below 0', () => {
    expect(normalizeQuantity(-5)).toBe(0);
    expect(decrement(0)).toBe(0);
  });

  it('is never above max_count', () => {
    expect(normalizeQuantity(12, 10)).toBe(10);
    expect(increment(10, 10)).toBe(10);
  });

  it('plus adds one and minus subtracts one', () => {
    expect(increment(2, 10)).toBe(3);
    expect(decrement(2, 10)).toBe(1);
  });
});
