/**
 * The spec's rules that only screens and the API apply (a product's price and stock, the checkout): apart from
 * storefront-rules.ts, which every page's first load imports, since a module the first load imports brings all
 * its exports used anywhere into it.
 */

/**
 * How many times cheaper per unit one drug is than another (issue 18, "в N раз дешевле"): one decimal, and only
 * from 1.1 times (a few percent is not worth a word); null when it is not cheaper or the two are not comparable.
 */
export function timesCheaper(
  unitPrice: { unit: string; price: number } | null | undefined,
  thanUnitPrice: { unit: string; price: number } | null | undefined,
): number | null {
  if (!unitPrice || !thanUnitPrice || unitPrice.unit !== thanUnitPrice.unit || unitPrice.price <= 0)
    return null;
  // The threshold on the ratio itself: 1.05 would round up to 1.1.
  const ratio = thanUnitPrice.price / unitPrice.price;
  return ratio >= 1.1 - 1e-9 ? Math.round(ratio * 10) / 10 : null;
}

/**
 * A drug the shopper can put in the cart: held by a pharmacy of the region, and at least one may be ordered (a
 * `max_count` of 0 is out of stock whatever the flag says). A stored copy without the flag (recently seen) counts
 * as held until the fresh one says otherwise.
 */
export function isBuyable(drug: { is_count_exist?: boolean; max_count: number }): boolean {
  return (drug.is_count_exist ?? true) && drug.max_count > 0;
}

/**
 * What an order earns once delivered: `percent` of the goods (not the delivery), rounded down to whole sum. The
 * cart shows it before the order as the API books it after.
 */
export function cashbackFor(itemsTotal: number, percent: number): number {
  return Math.floor((itemsTotal * percent) / 100);
}

/**
 * Prescription medicines are dispensed only at a pharmacy (the delivery page: "Рецептурные препараты выдаются
 * только в аптеке"): an order holding one is picked up, never sent by courier. The API refuses such a courier
 * order; the checkout offers the courier disabled, with this reason, before the shopper chooses.
 */
export function courierAllowed(items: Iterable<{ is_recept?: boolean | null }>): boolean {
  for (const item of items) if (item.is_recept) return false;
  return true;
}
