import { isOpenNow } from './open-now';

const hours = { opens: '08:30', closes: '20:30' };
/** A moment given in Tashkent time (UTC+5). */
const tashkent = (time: string) => new Date(`2026-11-21T${time}:00+05:00`);

describe('pharmacy open now', () => {
  it('is open from 8:30 until 20:30, Tashkent time', () => {
    expect(isOpenNow(hours, tashkent('08:29'))).toBe(false);
    expect(isOpenNow(hours, tashkent('08:30'))).toBe(true);
    expect(isOpenNow(hours, tashkent('20:29'))).toBe(true);
    expect(isOpenNow(hours, tashkent('20:30'))).toBe(false);
  });

  it('handles hours past midnight and bad hours', () => {
    expect(isOpenNow({ opens: '20:00', closes: '02:00' }, tashkent('23:00'))).toBe(true);
    expect(isOpenNow({ opens: '20:00', closes: '02:00' }, tashkent('03:00'))).toBe(false);
    expect(isOpenNow({ opens: 'soon', closes: '20:30' }, tashkent('12:00'))).toBe(false);
    expect(isOpenNow({ opens: '25:00', closes: '20:30' }, tashkent('12:00'))).toBe(false);
  });
});
