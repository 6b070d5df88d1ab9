import type { CartLineDto, PharmacyDto } from '@gopharm/util';
import type { Database } from '../db/database';
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

/** The wire shape `Pharmacy` of the contract, shared with the client. */
export type Pharmacy = PharmacyDto;

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** One line per drug, quantities added up, so a drug listed twice needs its whole quantity in one place. */
export function mergeLines(lines: CartLineDto[]): CartLineDto[] {
  const qty = new Map<number, number>();
  for (const line of lines) qty.set(line.drug_id, (qty.get(line.drug_id) ?? 0) + line.qty);
  return [...qty].map(([drug_id, q]) => ({ drug_id, qty: q }));
}

/** Data access for pharmacies and which of them can serve a cart: all SQL for this entity lives here. */
export function createPharmaciesRepo(db: Database) {
  const inRegion = db.prepare('SELECT * FROM pharmacies WHERE region_id = ? ORDER BY id');
  const byId = db.prepare('SELECT * FROM pharmacies WHERE id = ?');
  // By the stock's primary key (drug, pharmacy): a few rows per drug, whatever the region holds.
  const stockOfRegion =
    db.prepare(`SELECT st.pharmacy_id AS pharmacy, st.drug_id AS drug, st.qty FROM drug_stock st
    WHERE st.drug_id IN (${db.jsonList()}) AND st.qty > 0
      AND st.pharmacy_id IN (SELECT id FROM pharmacies WHERE region_id = ?)`);
  // Pharmacies come with the seed and do not change while the server runs: each region is read once.
  const regions = new Map<number, PharmacyRow[]>();

  const repo = {
    /** Pharmacies of a region (not a district: pass the region id). */
    async inRegion(regionId: number): Promise<PharmacyRow[]> {
      let rows = regions.get(regionId);
      if (!rows) regions.set(regionId, (rows = (await inRegion.all(regionId)) as unknown as PharmacyRow[]));
      return rows;
    },

    /** Units of each of these drugs in every pharmacy of the region holding any: pharmacy → drug → units.
     * One read for a whole cart, instead of one per pharmacy. */
    async stockByPharmacy(
      ids: readonly number[],
      regionId: number,
    ): Promise<Map<number, Map<number, number>>> {
      const byPharmacy = new Map<number, Map<number, number>>();
      if (ids.length === 0) return byPharmacy;
      const rows = (await stockOfRegion.all(JSON.stringify(ids), regionId)) as Array<{
        pharmacy: number;
        drug: number;
        qty: number;
      }>;
      for (const r of rows) {
        let held = byPharmacy.get(r.pharmacy);
        if (!held) byPharmacy.set(r.pharmacy, (held = new Map()));
        held.set(r.drug, r.qty);
      }
      return byPharmacy;
    },

    async byId(id: number): Promise<PharmacyRow | undefined> {
      return (await byId.get(id)) as unknown as PharmacyRow | undefined;
    },

    /** Pharmacies of the region that hold every line in the quantity asked. */
    async holdingAll(lines: CartLineDto[], regionId: number): Promise<PharmacyRow[]> {
      const merged = mergeLines(lines);
      if (merged.length === 0) return [];
      const stock = await repo.stockByPharmacy(
        merged.map((l) => l.drug_id),
        regionId,
      );
      return (await repo.inRegion(regionId)).filter((p) =>
        merged.every((l) => (stock.get(p.id)?.get(l.drug_id) ?? 0) >= l.qty),
      );
    },

    /** Whether one pharmacy holds every line (pick-up check of `v2/cart`). */
    async holdsAll(pharmacyId: number, lines: CartLineDto[]): Promise<boolean> {
      const pharmacy = await repo.byId(pharmacyId);
      return (
        !!pharmacy && (await repo.holdingAll(lines, pharmacy.region_id)).some((p) => p.id === pharmacyId)
      );
    },

    /** The nearest pharmacy of the region holding every line, and how far it is (courier price), or null. */
    async nearestHoldingAll(lines: CartLineDto[], regionId: number, lat: number, lng: number) {
      let best: { pharmacy: PharmacyRow; distance_km: number } | null = null;
      for (const pharmacy of await repo.holdingAll(lines, regionId)) {
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
