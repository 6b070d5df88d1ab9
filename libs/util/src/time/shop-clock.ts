/**
 * The shop's wall clock. The pharmacies are in Uzbekistan, on Asia/Tashkent time: UTC+5 all year (no daylight
 * saving since 1992). Worked out by hand: an `Intl.DateTimeFormat` with a time zone costs about a millisecond
 * to create (far more on a phone), and a page of sales or orders would pay it for every date it shows, on the
 * server's render and again in the hydrating tab.
 */
export const SHOP_UTC_OFFSET_MINUTES = 5 * 60;

export interface ShopClockReading {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** A moment as the clock on a Tashkent pharmacy's wall shows it; an invalid date → null. */
export function shopClock(value: string | number | Date): ShopClockReading | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const local = new Date(time + SHOP_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}
