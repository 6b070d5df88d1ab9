import type { PharmacyDto } from '@gopharm/api-client';
import { shopClock } from '@gopharm/util';

/** Minutes since midnight of an "HH:MM" text, or null when it is not one. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** Whether a pharmacy is open at a moment (its opens–closes hours, 8:30–20:30 by the spec), in Tashkent time. */
export function isOpenNow(pharmacy: Pick<PharmacyDto, 'opens' | 'closes'>, now: Date = new Date()): boolean {
  const opens = minutesOf(pharmacy.opens);
  const closes = minutesOf(pharmacy.closes);
  if (opens === null || closes === null) return false;
  const clock = shopClock(now);
  if (!clock) return false;
  const current = clock.hours * 60 + clock.minutes;
  // Hours that run past midnight (20:00–02:00) wrap around.
  return opens <= closes ? current >= opens && current < closes : current >= opens || current < closes;
}
