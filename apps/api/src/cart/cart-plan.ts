import type { CartLineDto, PlainRefusalCode } from '@gopharm/util';
import type { OrderDrug, PharmacyStock } from '../catalogue';
import type { Pharmacy } from '../pharmacies/pharmacies-repo';
import { distanceKm, expressPrice, type Point } from './delivery';

/**
 * The refusals of `v2/cart` (HTTP 200, status 0), by code of the refusal catalogue (libs/util/src/wire/refusals.ts).
 * A location or store_id error travels in the spec's shape, its text in a list under that field (`fieldRefusal`);
 * any other as `msg`.
 */
export type Refusal =
  | { code: 'choose_address' | 'no_delivery'; field: 'location' }
  | { code: 'pharmacy_lacks_items'; field: 'store_id' }
  | { code: PlainRefusalCode; field?: undefined };

export interface PlanInput {
  lines: readonly CartLineDto[];
  drugs: ReadonlyMap<number, OrderDrug>;
  pharmacies: readonly PharmacyStock[];
  type: 'shipping' | 'pickup';
  location?: Point;
  storeId?: number;
  minimum: number;
  /** Farthest a courier goes from the pharmacy, in km. */
  maxDeliveryKm: number;
}

export interface Plan {
  pharmacy: Pharmacy;
  items: Array<OrderDrug & { qty: number }>;
  itemsTotal: number;
  /** From the pharmacy to the shopper; 0 for pick-up. */
  distanceKm: number;
  expressSum: number;
}

const holdsAll = (p: PharmacyStock, lines: readonly CartLineDto[]) =>
  lines.every((line) => (p.stock.get(line.drug_id) ?? 0) >= line.qty);

/**
 * Decides where an order can come from, or why it cannot, without touching the database: location, stock,
 * max_count, the pick-up pharmacy, the minimum amount. A shipped order comes from the nearest pharmacy that holds
 * every line.
 */
export function planOrder(input: PlanInput): { ok: true; plan: Plan } | { ok: false; refusal: Refusal } {
  const { lines, drugs, pharmacies, type, location } = input;
  if (type === 'shipping' && !location) {
    return { ok: false, refusal: { code: 'choose_address', field: 'location' } };
  }
  for (const line of lines) {
    const onHand = pharmacies.reduce((sum, p) => sum + (p.stock.get(line.drug_id) ?? 0), 0);
    if (onHand === 0) return { ok: false, refusal: { code: 'out_of_stock' } };
    const drug = drugs.get(line.drug_id);
    if (!drug || line.qty > drug.max_count) return { ok: false, refusal: { code: 'not_available' } };
  }

  let pharmacy: Pharmacy;
  let km = 0;
  if (type === 'pickup') {
    const store = pharmacies.find((p) => p.pharmacy.id === input.storeId);
    if (!store || !holdsAll(store, lines)) {
      return { ok: false, refusal: { code: 'pharmacy_lacks_items', field: 'store_id' } };
    }
    pharmacy = store.pharmacy;
  } else {
    const point = location as Point;
    const nearest = pharmacies
      .filter((p) => holdsAll(p, lines))
      .map((p) => ({ p, km: distanceKm(point, p.pharmacy) }))
      .sort((a, b) => a.km - b.km)[0];
    if (!nearest) return { ok: false, refusal: { code: 'not_available' } };
    if (nearest.km > input.maxDeliveryKm) {
      return { ok: false, refusal: { code: 'no_delivery', field: 'location' } };
    }
    pharmacy = nearest.p.pharmacy;
    km = nearest.km;
  }

  const items = lines.map((line) => ({ ...(drugs.get(line.drug_id) as OrderDrug), qty: line.qty }));
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.qty, 0);
  if (itemsTotal < input.minimum) return { ok: false, refusal: { code: 'minimum_order' } };
  return { ok: true, plan: { pharmacy, items, itemsTotal, distanceKm: km, expressSum: expressPrice(km) } };
}
