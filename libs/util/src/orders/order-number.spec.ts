import { formatOrderNumber } from './order-number';

describe('formatOrderNumber', () => {
  it('pads the id to six digits after GP-', () => {
    expect(formatOrderNumber(1)).toBe('GP-000001');
    expect(formatOrderNumber(123456)).toBe('GP-123456');
    expect(formatOrderNumber(1234567)).toBe('GP-1234567');
  });
});
