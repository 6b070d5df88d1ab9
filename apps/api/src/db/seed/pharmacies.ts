import type { PharmacyRow } from '../../pharmacies/pharmacies-repo';
import type { RegionRow as StoredRegion } from '../../regions/regions-repo';
import { hash } from './hash';
import { REGION_SEED, STREETS } from './regions';

// The rows the repositories read back; the seed also writes the regions' order.
export interface RegionRow extends StoredRegion {
  sort: number;
}
export type { PharmacyRow };

/** Regions with districts, and pharmacies: two in every Tashkent district, one in every other district. */
export function buildGeo() {
  const regions: RegionRow[] = [];
  const pharmacies: PharmacyRow[] = [];
  REGION_SEED.forEach((region, ri) => {
    regions.push({
      id: region.id,
      parent_id: null,
      name_ru: region.ru,
      name_uz: region.uz,
      lat: region.lat,
      lng: region.lng,
      sort: ri,
    });
    region.districts.forEach((line, di) => {
      const [ru, uz, lat, lng] = line.split('|');
      const id = region.id * 100 + di + 1;
      regions.push({
        id,
        parent_id: region.id,
        name_ru: ru,
        name_uz: uz,
        lat: Number(lat),
        lng: Number(lng),
        sort: di,
      });
      const count = region.id === 1 ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const pid = pharmacies.length + 1;
        const h = hash(`pharmacy:${pid}`);
        const [streetRu, streetUz] = STREETS[h % STREETS.length].split('|');
        const house = 1 + (h % 120);
        // Spread the pharmacies of a district within a kilometre or two of its centre.
        const dLat = (((h >>> 8) % 200) - 100) / 8000;
        const dLng = (((h >>> 16) % 200) - 100) / 8000;
        pharmacies.push({
          id: pid,
          region_id: region.id,
          district_id: id,
          name_ru: `GoPharm №${pid}`,
          name_uz: `GoPharm №${pid}`,
          address_ru: `${ru.replace(/ район$/, ' р-н')}, ${streetRu}, ${house}`,
          address_uz: `${uz}, ${streetUz}, ${house}`,
          phone: `99878${String(1130000 + ((h >>> 4) % 869999)).padStart(7, '0')}`,
          lat: Math.round((Number(lat) + dLat) * 1e6) / 1e6,
          lng: Math.round((Number(lng) + dLng) * 1e6) / 1e6,
          opens: '08:30',
          closes: '20:30',
        });
      }
    });
  });
  return { regions, pharmacies };
}
