import type { Database } from '../db/database';
import type { CartLine } from '../drugs/drugs-repo';
import type { Lang } from '../http/common-query';

export interface PharmacyRow {
  id: number;
  region_id: number;
  district_id: number | null;
  name_ru: string;
  name_uz: string;
  address_ru: string;
  address_uz: string;
  phone: string;
  lat: number;
  lng: number;
  opens: string;
  closes: string;
}

/** The wire shape `Pharmacy` of the contract. */
export interface Pharmacy {
  id: number;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  opens: string;
  closes: string;
  region_id: number;
  district_id: number | null;
  has_all?: boolean;
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** One line per drug, quantities added up, so a drug listed twice needs its whole quantity in one place. */
export function mergeLines(lines: CartLine[]): CartLine[] {
  const qty = new Map<number, number>();
  for (const line of lines) qty.set(line.drug_id, (qty.get(line.drug_id) ?? 0) + line.qty);
  return [...qty].map(([drug_id, q]) => ({ drug_id, qty: q }));
}

/** Data access for pharmacies and which of them can serve a cart: all SQL for this entity lives here. */
export function createPharmaciesRepo(db: Database) {
  const inRegion = db.prepare('SELECT * FROM pharmacies WHERE region_id = ? ORDER BY id');
  const byId = db.prepare('SELECT * FROM pharmacies WHERE id = ?');
  // Lines first, then each line's stock by primary key: a few look-ups per line, whatever the pharmacy holds.
  const holding = db.prepare(`SELECT p.* FROM pharmacies p WHERE p.region_id = ? AND p.id IN (
      SELECT st.pharmacy_id FROM json_each(?) j CROSS JOIN drug_stock st
        ON st.drug_id = j.value ->> '$.drug_id' AND st.qty >= j.value ->> '$.qty'
      GROUP BY st.pharmacy_id HAVING COUNT(*) = ?
    ) ORDER BY p.id`);

  const repo = {
    /** Pharmacies of a region (not a district: pass the region id). */
    inRegion(regionId: number): PharmacyRow[] {
      return inRegion.all(regionId) as unknown as PharmacyRow[];
    },

    byId(id: number): PharmacyRow | undefined {
      return byId.get(id) as unknown as PharmacyRow | undefined;
    },

    /** Pharmacies of the region that hold every line in the quantity asked. */
    holdingAll(lines: CartLine[], regionId: number): PharmacyRow[] {
      const merged = mergeLines(lines);
      if (merged.length === 0) return [];
      return holding.all(regionId, JSON.stringify(merged), merged.length) as unknown as PharmacyRow[];
    },

    /** Whether one pharmacy holds every line (pick-up check of `v2/cart`). */
    holdsAll(pharmacyId: number, lines: CartLine[]): boolean {
      const pharmacy = repo.byId(pharmacyId);
      return !!pharmacy && repo.holdingAll(lines, pharmacy.region_id).some((p) => p.id === pharmacyId);
    },

    /** The nearest pharmacy of the region holding every line, and how far it is (courier price), or null. */
    nearestHoldingAll(lines: CartLine[], regionId: number, lat: number, lng: number) {
      let best: { pharmacy: PharmacyRow; distance_km: number } | null = null;
      for (const pharmacy of repo.holdingAll(lines, regionId)) {
        const distance = distanceKm(lat, lng, pharmacy.lat, pharmacy.lng);
        if (!best || distance < best.distance_km) best = { pharmacy, distance_km: distance };
      }
      return best && { ...best, distance_km: Math.round(best.distance_km * 10) / 10 };
    },

    toWire(row: PharmacyRow, lan: Lang): Pharmacy {
      const uz = lan === 'uz';
      return {
        id: row.id,
        name: uz ? row.name_uz : row.name_ru,
        address: uz ? row.address_uz : row.address_ru,
        phone: row.phone,
        lat: row.lat,
        lng: row.lng,
        opens: row.opens,
        closes: row.closes,
        region_id: row.region_id,
        district_id: row.district_id,
      };
    },
  };
  return repo;
}

export type PharmaciesRepo = ReturnType<typeof createPharmaciesRepo>;
