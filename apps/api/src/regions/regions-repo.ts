import type { Database } from '../db/database';

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
  };
}

export type RegionsRepo = Awaited<ReturnType<typeof createRegionsRepo>>;
