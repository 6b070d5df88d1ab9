import { persist } from '../persistence/persist';
import { hasFields, isRecord, readArray, readNumber, readString } from '../persistence/readers';
import type { KeyValueStorage, Logger } from '../ports/ports';
import type { CartChange } from './cart-line';
import { DRAFT_ENTRY, type OrderDraft } from './order-draft';

/** Where the cart is kept on the device. */
export const CART_ENTRY = 'newOrder';

/** Reads stored unsaved changes back, dropping any that is malformed. */
export const readCartChanges = (value: unknown) =>
  readArray(value, (item) =>
    hasFields(item, { drug: 'number', qty: 'number', at: 'number' }) &&
    Number.isInteger((item as CartChange).qty) &&
    (item as CartChange).qty >= 0 &&
    Number.isFinite((item as CartChange).at)
      ? (item as CartChange)
      : undefined,
  );

/**
 * The stored cart (or its unsaved changes) joined with those changed before it was read (a quantity typed into the
 * server's cart while the app started): those are the newer, so they stay as they are, first; the stored ones of
 * other drugs follow in order. A line shown before the read but never changed (the server's cart, from its
 * cookie) carries no time of change: the stored one replaces it.
 */
export function mergeCartLines<Line extends { drug: number; at?: number }>(
  stored: Line[],
  current: Line[],
): Line[] {
  const kept = current.filter((line) => line.at !== undefined);
  const changed = new Set(kept.map((line) => line.drug));
  return [...kept, ...stored.filter((line) => !changed.has(line.drug))];
}

/** Reads a stored draft back field by field: a field of the wrong type keeps its default. */
export function readDraft(value: unknown): OrderDraft | undefined {
  if (!isRecord(value)) return undefined;
  const text = (key: string) => readString(value[key]) ?? '';
  const location = value.location;
  return {
    type: value.type === 'shipping' || value.type === 'pickup' ? value.type : null,
    payment_type: value.payment_type === 2 ? 2 : 1,
    shipping_time:
      value.shipping_time === 'standard' || value.shipping_time === 'express' ? value.shipping_time : null,
    location:
      isRecord(location) && readNumber(location.lat) !== undefined && readNumber(location.lng) !== undefined
        ? { lat: location.lat as number, lng: location.lng as number }
        : null,
    store_id: readNumber(value.store_id) ?? null,
    address: text('address'),
    house: text('house'),
    apartment: text('apartment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    address_description: text('address_description'),
    comment: text('comment'),
    promo_code: text('promo_code'),
    card_id: readNumber(value.card_id) ?? null,
    prescription_id: readNumber(value.prescription_id) ?? null,
  };
}

/**
 * The draft was kept in the cart's entry until the checkout's code left the first load: moved once into its own
 * entry (with the cart entry's expiry and version), before the cart's is read, so that a shopper's stored cart and
 * draft both outlive the upgrade. A draft entry already there is the newer one and stays.
 */
export async function moveStoredDraft(storage: KeyValueStorage, logger: Logger): Promise<void> {
  try {
    const raw = await storage.getItem(CART_ENTRY);
    const entry: unknown = raw === null ? null : JSON.parse(raw);
    if (!isRecord(entry) || !('draft' in entry)) return;
    const { draft, ...cart } = entry;
    if ((await storage.getItem(DRAFT_ENTRY)) === null) {
      await storage.setItem(DRAFT_ENTRY, JSON.stringify({ draft, __mps__: entry.__mps__ }));
    }
    await storage.setItem(CART_ENTRY, JSON.stringify(cart));
  } catch (error) {
    // Not movable (storage refused, a corrupt entry): the cart is read as ever, the draft starts empty.
    logger.error('storage move of the checkout draft failed', error);
  }
}

/** The checkout's part kept on the device (named here, not as CheckoutStore: that module imports this one). */
interface DraftHolder {
  draft: OrderDraft;
  joinStoredDraft(stored: OrderDraft): OrderDraft;
}

/**
 * Reads the checkout's draft back (a choice or typing on a hydrated checkout before the read goes over it) and
 * writes it on every change from then on; yields the stop.
 */
export async function persistDraft(
  checkout: DraftHolder,
  storage: KeyValueStorage,
  logger: Logger,
): Promise<() => void> {
  const store = await persist(checkout, DRAFT_ENTRY, { draft: readDraft }, storage, logger, {
    draft: (stored) => checkout.joinStoredDraft(stored),
  });
  return () => store.stopPersisting();
}
