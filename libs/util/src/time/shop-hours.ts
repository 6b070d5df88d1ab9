import { shopClock } from './shop-clock';

/**
 * The shop's working hours (spec: 8:30-20:30, seven days a week), on the Tashkent wall clock. The seeded
 * pharmacies keep them (the seed's test says so), and the express courier runs within them: outside them nobody
 * can bring an order within the hour, so express is neither offered nor placed then.
 */
export const SHOP_HOURS = { opens: '08:30', closes: '20:30' } as const;

export interface OpeningHours {
  /** "HH:MM", Tashkent time. */
  opens: string;
  closes: string;
}

/** Minutes since midnight of an "HH:MM" text, or null when it is not one. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Whether a moment falls within opening hours on the Tashkent wall clock, whatever the device's own time zone
 * (opens included, closes not); unreadable hours or moment → false.
 */
export function isWithinHours(hours: OpeningHours, now: Date | number): boolean {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (opens === null || closes === null) return false;
  const clock = shopClock(now);
  if (!clock) return false;
  const current = clock.hours * 60 + clock.minutes;
  // Hours that run past midnight (20:00–02:00) wrap around.
  return opens <= closes ? current >= opens && current < closes : current >= opens || current < closes;
}

/** Whether the express courier can be ordered at a moment: within the shop's working hours. */
export function expressAvailable(now: Date | number): boolean {
  return isWithinHours(SHOP_HOURS, now);
}
