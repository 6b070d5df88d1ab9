import type { HttpClient } from '../http/http-types';
import type { RegionDto, SavedRegionDto as SavedRegionAnswer, StatusDto } from '../shared/dtos';
import { mapData, type Result } from '../http/result';

/** A region and its child districts, as the wire carries it (GET v1/regions). */
export type { RegionDto };

/** The user's saved region (GET v1/add-region), or `{ status: 0, msg }` when none. */
export type SavedRegionDto = SavedRegionAnswer | StatusDto;

/** The saved region in the domain's shape: null when the user has none. */
export interface SavedRegion {
  region: RegionDto;
  district: { id: number; name: string } | null;
}

export function toSavedRegion(dto: SavedRegionDto): SavedRegion | null {
  if (!('id' in dto) || typeof dto.id !== 'number') return null;
  const { district, ...region } = dto;
  return { region: { ...region, childs: Array.isArray(region.childs) ? region.childs : [] }, district };
}

export function createRegionsApi(http: HttpClient) {
  return {
    /** GET v1/regions: every region; an empty list when the answer is not an array (spec, section 7). */
    async getRegions(): Promise<Result<RegionDto[]>> {
      const answer = await http.get<unknown>('v1/regions');
      return mapData(answer, (data) => (Array.isArray(data) ? (data as RegionDto[]) : []));
    },
    /** POST v1/add-region (auth): saves the region or district id as the user's. */
    saveRegion(region: number): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v1/add-region', { region });
    },
    /** GET v1/add-region (auth): the user's saved region, null when none. */
    async getSavedRegion(): Promise<Result<SavedRegion | null>> {
      const answer = await http.get<SavedRegionDto>('v1/add-region');
      return mapData(answer, toSavedRegion);
    },
  };
}
