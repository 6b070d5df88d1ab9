import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';

export interface RegionRow {
  id: number;
  parent_id: number | null;
  name_ru: string;
  name_uz: string;
  lat: number;
  lng: number;
}

/** Regions of Uzbekistan and their districts. Regions never change while the server runs, so they are read once. */
export async function createRegionsRepo(db: Database) {
  const rows = (await db
    .prepare('SELECT id, parent_id, name_ru, name_uz, lat, lng FROM regions ORDER BY sort, id')
    .all()) as unknown as RegionRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    list(): RegionRow[] {
      return rows;
    },
    byId(id: number): RegionRow | undefined {
      return byId.get(id);
    },
    /** The region a region or district id belongs to (stock and pharmacies are per region), or undefined. */
    topRegionOf(id: number): number | undefined {
      const row = byId.get(id);
      if (!row) return undefined;
      return row.parent_id ?? row.id;
    },
    /** A region or district by id, as its region (with its districts) and the district chosen; null when none. */
    withDistrict(id: number, lan: Lang) {
      const row = byId.get(id);
      const region = row && (row.parent_id === null ? row : byId.get(row.parent_id));
      if (!row || !region) return null;
      const name = (r: RegionRow) => (lan === 'uz' ? r.name_uz : r.name_ru);
      return {
        id: region.id,
        name: name(region),
        childs: rows.filter((d) => d.parent_id === region.id).map((d) => ({ id: d.id, name: name(d) })),
        district: row.parent_id === null ? null : { id: row.id, name: name(row) },
      };
    },
  };
}

export type RegionsRepo = Awaited<ReturnType<typeof createRegionsRepo>>;
