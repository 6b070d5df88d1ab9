import type { Catalogue } from '../catalogue';
import { toDrug } from '../drugs/drug-mapper';
import type { CataloguePorts } from './catalogue-ports';
import { refusal, Refused } from './replies';

/**
 * The account and order calls' view of the real catalogue, through its repos only (no SQL here).
 * A region id may be a district: stock and pharmacies are those of its region.
 */
export function cataloguePorts(c: Catalogue): CataloguePorts {
  const regionOf = (id: number) => {
    const top = c.regions.topRegionOf(id);
    if (top === undefined) throw new Refused(400, refusal('unknown_region', { region: id }));
    return top;
  };
  const exists = async (id: number) => (await c.drugs.idOf(String(id))) !== undefined;

  return {
    drugs: {
      exists,
      byIds: async (ids, { lan, region }) =>
        (await c.drugs.byIds([...ids], regionOf(region))).map((row) => toDrug(row, lan)),
    },
    regions: {
      find(id, lan) {
        const row = c.regions.byId(id);
        if (!row) return null;
        const name = (r: { name_ru: string; name_uz: string }) => (lan === 'uz' ? r.name_uz : r.name_ru);
        const region = row.parent_id === null ? row : c.regions.byId(row.parent_id);
        if (!region) return null;
        return {
          id: region.id,
          name: name(region),
          childs: c.regions
            .list()
            .filter((d) => d.parent_id === region.id)
            .map((d) => ({ id: d.id, name: name(d) })),
          district: row.parent_id === null ? null : { id: row.id, name: name(row) },
        };
      },
    },
    cart: {
      drugs: async (ids, { lan, region }) =>
        (await c.drugs.byIds([...ids], regionOf(region))).map((row) => {
          const drug = toDrug(row, lan);
          return {
            id: drug.id,
            slug: drug.slug,
            name: drug.name,
            names: { ru: toDrug(row, 'ru').name, uz: toDrug(row, 'uz').name },
            price: drug.price,
            max_count: drug.max_count,
            image_thumbnail: drug.image_thumbnail,
            is_recept: drug.is_recept,
          };
        }),
      async pharmaciesWithStock(ids, { lan, region }) {
        const regionId = regionOf(region);
        const stock = await c.pharmacies.stockByPharmacy(ids, regionId);
        const none = new Map<number, number>();
        return (await c.pharmacies.inRegion(regionId)).map((row) => ({
          pharmacy: c.pharmacies.toWire(row, lan),
          stock: stock.get(row.id) ?? none,
        }));
      },
      takeStock: (pharmacyId, lines) => c.drugs.takeFromStock(pharmacyId, [...lines]),
      receiveStock: (pharmacyId, lines) => c.drugs.receiveStock(pharmacyId, [...lines]),
      async pharmacy(id, lan) {
        const row = await c.pharmacies.byId(id);
        return row ? c.pharmacies.toWire(row, lan) : null;
      },
    },
  };
}
