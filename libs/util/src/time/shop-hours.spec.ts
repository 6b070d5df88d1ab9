import { expressAvailable, isWithinHours, SHOP_HOURS } from './shop-hours';

/** A moment given in Tashkent time (UTC+5). */
const tashkent = (time: string) => new Date(`2026-11-21T${time}:00+05:00`);

describe('express within the shop hours', () => {
  it('is sold from 8:30 until 20:30, Tashkent time', () => {
    expect(SHOP_HOURS).toEqual({ opens: '08:30', closes: '20:30' });
    expect(expressAvailable(tashkent('08:29'))).toBe(false);
    expect(expressAvailable(tashkent('08:30'))).toBe(true);
    expect(expressAvailable(tashkent('12:00'))).toBe(true);
    expect(expressAvailable(tashkent('20:29'))).toBe(true);
    expect(expressAvailable(tashkent('20:30'))).toBe(false);
    expect(expressAvailable(tashkent('04:13'))).toBe(false);
    expect(expressAvailable(tashkent('04:13').getTime())).toBe(false);
  });

  it("reads Tashkent's clock on a device in another time zone", () => {
    // Jest's process.env is a copy, so TZ cannot be changed here: the device's local clock is made to read Los
    // Angeles time instead, where 04:13 in Tashkent is 15:13 of the day before and 12:00 is 23:00 (a rule read
    // off the device's own clock would say the opposite).
    const losAngeles = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const part = (date: Date, type: string) =>
      Number(losAngeles.formatToParts(date).find((p) => p.type === type)?.value);
    const spies = [
      jest.spyOn(Date.prototype, 'getHours').mockImplementation(function (this: Date) {
        return part(this, 'hour');
      }),
      jest.spyOn(Date.prototype, 'getMinutes').mockImplementation(function (this: Date) {
        return part(this, 'minute');
      }),
      jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(8 * 60),
    ];
    try {
      expect(tashkent('04:13').getHours()).toBe(15);
      expect(expressAvailable(tashkent('04:13'))).toBe(false);
      expect(expressAvailable(tashkent('12:00'))).toBe(true);
      expect(expressAvailable(tashkent('08:29'))).toBe(false);
      expect(expressAvailable(tashkent('20:30'))).toBe(false);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('handles hours past midnight and bad hours', () => {
    expect(isWithinHours({ opens: '20:00', closes: '02:00' }, tashkent('23:00'))).toBe(true);
    expect(isWithinHours({ opens: '20:00', closes: '02:00' }, tashkent('03:00'))).toBe(false);
    expect(isWithinHours({ opens: 'soon', closes: '20:30' }, tashkent('12:00'))).toBe(false);
    expect(isWithinHours({ opens: '25:00', closes: '20:30' }, tashkent('12:00'))).toBe(false);
    expect(isWithinHours(SHOP_HOURS, Number.NaN)).toBe(false);
  });
});
