import { composeStories } from '@storybook/react-vite';
import { testStories } from '../testing/stories';
import { clampQuantity, parseQuantity } from './clamp-quantity';
import * as stories from './quantity-counter.stories';

// The play functions (plus/minus, typing, max) run inside testStories.
testStories('QuantityCounter', composeStories(stories));

describe('parseQuantity', () => {
  it.each([
    ['3', undefined, 3],
    [' 7 ', undefined, 7],
    ['abc', undefined, 0],
    ['', undefined, 0],
    ['-2', undefined, 0],
    ['1.5', undefined, 0],
    ['12', 5, 5],
  ])('"%s" (max %s) → %d', (text, max, expected) => expect(parseQuantity(text, max)).toBe(expected));
});

describe('clampQuantity', () => {
  it('keeps integers between 0 and max', () => {
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(8, 6)).toBe(6);
    expect(clampQuantity(8, 0)).toBe(0);
  });
});
