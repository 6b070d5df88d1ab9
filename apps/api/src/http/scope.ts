import type { Lang } from './common-query';
import { refusal, Refused } from './replies';
import type { RegionsRepo } from '../regions/regions-repo';

/** Tashkent: the region of a visitor who chose none (spec, section 9). */
export const DEFAULT_REGION = 1;

export interface Scope {
  lan: Lang;
  /** The region (never a district) whose stock and pharmacies apply. */
  regionId: number;
}

/** Reads `lan` and `region` of a request; an unknown region is a bad request, not a silent default. */
export function scopeOf(regions: RegionsRepo, query: { lan?: Lang; region?: number }): Scope {
  const regionId = regions.topRegionOf(query.region ?? DEFAULT_REGION);
  if (regionId === undefined)
    throw new Refused(400, refusal('unknown_region', { region: query.region ?? DEFAULT_REGION }));
  return { lan: query.lan ?? 'ru', regionId };
}
