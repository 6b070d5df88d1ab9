import type { PharmacyDto } from '@gopharm/api-client';
import { isWithinHours } from '@gopharm/util';

/** Whether a pharmacy is open at a moment (its opens–closes hours, 8:30–20:30 by the spec), in Tashkent time. */
export function isOpenNow(pharmacy: Pick<PharmacyDto, 'opens' | 'closes'>, now: Date = new Date()): boolean {
  return isWithinHours(pharmacy, now);
}
