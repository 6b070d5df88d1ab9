import type { RegionDto } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';

export interface District {
  id: number;
  name: string;
}

/** The chosen region: its districts, and the chosen district if any. */
export interface Region {
  id: number;
  name: string;
  childs: District[];
  district: District | null;
  /** The language its names are in (kept with it, so a page in the other language knows to rename it). */
  lan?: Locale;
}

/** Tashkent, the default region until the user's is known (spec, section 9). */
export const DEFAULT_REGION_ID = 1;
const TASHKENT_NAMES: Record<Locale, string> = { ru: 'Ташкент', uz: 'Toshkent' };

export function defaultRegion(locale: Locale): Region {
  return { id: DEFAULT_REGION_ID, name: TASHKENT_NAMES[locale], childs: [], district: null, lan: locale };
}

/** Tashkent as the default region (no district chosen), whose name is known in both languages without a call. */
export function isDefaultRegion(region: Pick<Region, 'id' | 'district'>): boolean {
  return region.id === DEFAULT_REGION_ID && !region.district;
}

/** The id calls are made for: the district's if one is chosen, else the region's. */
export function effectiveRegionId(region: Pick<Region, 'id' | 'district'>): number {
  return region.district?.id ?? region.id;
}

export function toRegion(dto: RegionDto, district: District | null = null, lan?: Locale): Region {
  return { id: dto.id, name: dto.name, childs: dto.childs ?? [], district, ...(lan && { lan }) };
}
