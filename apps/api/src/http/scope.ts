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

/** The language of a request: its `lan`, Russian when it sends none (the schema's default). */
export function languageOf(query: { lan?: Lang }): Lang {
  return query.lan ?? 'ru';
}

/**
 * The language and region a request asks for, as sent (a district stays a district): for lookups that take either.
 * `scopeOf` is the same read, checked and narrowed to the top region.
 */
export function askedPlaceOf(query: { lan?: Lang; region?: number }): { lan: Lang; region: number } {
  return { lan: languageOf(query), region: query.region ?? DEFAULT_REGION };
}

/** Reads `lan` and `region` of a request; an unknown region is a bad request, not a silent default. */
export function scopeOf(regions: RegionsRepo, query: { lan?: Lang; region?: number }): Scope {
  const regionId = regions.topRegionOf(query.region ?? DEFAULT_REGION);
  if (regionId === undefined)
    throw new Refused(400, refusal('unknown_region', { region: query.region ?? DEFAULT_REGION }));
  return { lan: languageOf(query), regionId };
}
