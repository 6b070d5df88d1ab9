import { isValidBirthDate } from './birth-date';

describe('isValidBirthDate', () => {
  const today = new Date('2026-12-02T10:00:00Z');
  it.each([
    ['1990-05-12', true],
    ['2026-12-02', true],
    ['1900-01-01', true],
    ['2026-12-03', false],
    ['2030-01-01', false],
    ['1899-12-31', false],
    ['1990-02-30', false],
    ['1990-13-01', false],
    ['17.05.1990', false],
    ['', false],
  ])('%p → %p', (value, valid) => expect(isValidBirthDate(value, today)).toBe(valid));
});
