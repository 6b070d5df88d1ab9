import { shopClock } from './shop-clock';

describe('shopClock', () => {
  it('reads Tashkent time, UTC+5: 19:30 UTC is already 00:30 of the next day', () => {
    expect(shopClock('2026-11-21T19:30:00Z')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hours: 0,
      minutes: 30,
    });
    expect(shopClock(new Date('2026-12-31T20:00:00Z'))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hours: 1,
    });
  });

  it("agrees with the platform's Asia/Tashkent time zone every few hours of 2020 to 2030", () => {
    const tashkent = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tashkent',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2030, 0, 1); time += 7 * 3_600_000 + 13 * 60_000) {
      const parts = Object.fromEntries(
        tashkent.formatToParts(time).map((part) => [part.type, Number(part.value)]),
      );
      expect(shopClock(time)).toEqual({
        year: parts.year,
        month: parts.month,
        day: parts.day,
        hours: parts.hour,
        minutes: parts.minute,
      });
    }
  });

  it('an invalid date reads as null', () => {
    expect(shopClock('not a date')).toBeNull();
    expect(shopClock(Number.NaN)).toBeNull();
  });
});
