import { cashbackFor, courierAllowed, expressAvailable, isEPrescriptionNumber } from '@gopharm/util';
import type { CardsRepo } from '../cards/cards-repo';
import { type Database, isUniqueViolation, transaction } from '../db/database';
import { requestDigest } from '../http/secrets';
import type { Lang } from '../http/common-query';
import type { OrdersRepo } from '../orders/orders-repo';
import { mergeLines } from '../pharmacies/pharmacies-repo';
import type { Catalogue } from '../catalogue';
import { planOrder, type Refusal } from './cart-plan';
import type { CartOrder } from '@gopharm/util/contract';
import type { PrescriptionsRepo } from '../prescriptions/prescriptions-repo';

export interface PlaceOrderDeps {
  db: Database;
  catalogue: Pick<Catalogue, 'orderDrugs' | 'pharmaciesWithStock' | 'stock'>;
  orders: OrdersRepo;
  cards: CardsRepo;
  prescriptions: Pick<PrescriptionsRepo, 'find'>;
  clock: () => Date;
  orderMinimum: number;
  maxDeliveryKm: number;
  cashbackPercent: number;
  /** How long stock stays taken for a card order sent to a provider's page and not paid yet. */
  paymentHoldMinutes: number;
}

export type PlaceOrderResult =
  /** `savedCard`: a card order of a saved card just placed (not a repeat), for the route to charge. */
  | { kind: 'placed'; orderId: number; ordersCount: number; savedCard?: number }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'not-found'; code: 'card_not_found' }
  /** Express asked for outside the shop's hours: nobody could bring it within the hour it promises. */
  | { kind: 'express-closed' }
  /** The idempotency key was sent before with another order: the first order stands, this one is not placed. */
  | { kind: 'key-reused' };

class StockTaken extends Error {}

/** Places an order: every check of the contract, then stock and order in one transaction. */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: { userId: number; body: CartOrder; key: string | null; lan: Lang; region: number },
): Promise<PlaceOrderResult> {
  const { db, catalogue, orders } = deps;
  const { userId, body, key } = input;
  const placed = async (orderId: number, savedCard?: number): Promise<PlaceOrderResult> => ({
    kind: 'placed',
    orderId,
    ordersCount: await orders.count(userId),
    ...(savedCard === undefined ? {} : { savedCard }),
  });

  // A repeated submission answers as the first one did and creates nothing; the same key with another order is a
  // client's mistake, refused rather than answered with an order the shopper did not ask for.
  const hash =
    key === null ? null : requestDigest({ ...body, idempotency_key: undefined, region: input.region });
  const earlier = async (): Promise<PlaceOrderResult | null> => {
    const found = key === null ? null : await orders.byKey(userId, key);
    if (!found) return null;
    return found.hash === null || found.hash === hash ? await placed(found.id) : { kind: 'key-reused' };
  };
  const repeated = await earlier();
  if (repeated) return repeated;
  // By the server's clock, not the page's: a checkout left open past closing time still asks for express.
  if (body.type === 'shipping' && body.shipping_time === 'express' && !expressAvailable(deps.clock())) {
    return { kind: 'express-closed' };
  }

  // A drug listed twice is one line of the summed quantity (as the catalogue's cart-stores reads it).
  const lines = mergeLines(body.drugs);
  const ids = lines.map((line) => line.drug_id);
  if (body.promo_code) return { kind: 'refused', refusal: { code: 'promo_code_not_found' } };

  // A saved card by id; without one the card is typed on the provider's page (payments/), never sent here.
  const cardId = body.payment_type === 2 ? (body.card_id ?? null) : null;
  if (cardId !== null && !(await deps.cards.find(cardId, userId))) {
    return { kind: 'not-found', code: 'card_not_found' };
  }

  const drugs = new Map((await catalogue.orderDrugs(ids, input)).map((d) => [d.id, d]));
  // A drug gone from the catalogue since it was put in the cart can no longer be had anywhere.
  if (drugs.size !== ids.length) return { kind: 'refused', refusal: { code: 'out_of_stock' } };
  // A prescription medicine is dispensed at the pharmacy only (the delivery page says so): never by courier.
  if (body.type === 'shipping' && !courierAllowed(drugs.values())) {
    return { kind: 'refused', refusal: { code: 'prescription_pickup_only' } };
  }
  // A prescription medicine is dispensed against a prescription of the shopper's own.
  let prescriptionId: number | null = null;
  if ([...drugs.values()].some((drug) => drug.is_recept)) {
    const prescription = body.prescription_id
      ? await deps.prescriptions.find(body.prescription_id, userId)
      : null;
    // The shop asks for one (libs/domain's prescription refusals). A number alone is checked again against the
    // rule of today: one kept before the rule was tightened ("AAAAAAAA") unlocks nothing. Whether the number exists
    // in the national system is not known here: the pharmacy checks it before dispensing (apps/api/README.md).
    const usable =
      prescription && (prescription.file !== null || isEPrescriptionNumber(prescription.number ?? ''));
    if (!usable) return { kind: 'refused', refusal: { code: 'prescription_needed' } };
    prescriptionId = prescription.id;
  }
  const part = (value: string | undefined) => value?.trim() || null;
  const [street, house, apartment] = [part(body.address), part(body.house), part(body.apartment)];
  const hasAddress = Boolean(street || house || apartment);
  const location = body.type === 'shipping' && hasAddress ? body.location : undefined;

  const decision = planOrder({
    lines,
    drugs,
    pharmacies: await catalogue.pharmaciesWithStock(ids, input),
    type: body.type,
    location,
    storeId: body.store_id,
    minimum: deps.orderMinimum,
    maxDeliveryKm: deps.maxDeliveryKm,
  });
  if (!decision.ok) return { kind: 'refused', refusal: decision.refusal };
  const { plan } = decision;
  const shippingTime = body.type === 'shipping' ? (body.shipping_time ?? 'standard') : null;

  try {
    const orderId = await transaction(db, async () => {
      const id = await orders.create({
        userId,
        type: body.type,
        shippingTime,
        address: body.type === 'shipping' && hasAddress ? (street ?? '') : null,
        house: body.type === 'shipping' ? house : null,
        apartment: body.type === 'shipping' ? apartment : null,
        storeId: plan.pharmacy.id,
        lat: location?.lat ?? null,
        lng: location?.lng ?? null,
        device: body.device,
        comment: [body.additional_address, body.comment].filter(Boolean).join('\n'),
        paymentType: body.payment_type,
        cardId,
        prescriptionId,
        itemsTotal: plan.itemsTotal,
        deliverySum: shippingTime === 'express' ? plan.expressSum : 0,
        cashback: cashbackFor(plan.itemsTotal, deps.cashbackPercent),
        idempotencyKey: key,
        idempotencyHash: hash,
        lan: input.lan,
        // A card order is paid on the provider's page, or its saved card is charged next: its payment waits, its
        // stock is held.
        stockHeldUntil:
          body.payment_type === 2
            ? new Date(deps.clock().getTime() + deps.paymentHoldMinutes * 60_000).toISOString()
            : null,
        items: plan.items.map((i) => ({
          drug_id: i.id,
          slug: i.slug,
          name: i.name,
          name_ru: i.names.ru,
          name_uz: i.names.uz,
          qty: i.qty,
          price: i.price,
          image_thumbnail: i.image_thumbnail,
        })),
      });
      // Conditional decrements (`qty >= ?`) in the same transaction: two orders never take the same last unit, on
      // SQLite's single writer or PostgreSQL's row locks alike. Taken last, so
      // nothing after it can roll back stock that the catalogue's in-memory totals already count as gone.
      if (!(await catalogue.stock.take(plan.pharmacy.id, lines))) throw new StockTaken();
      return id;
    });
    return await placed(orderId, cardId ?? undefined);
  } catch (error) {
    if (error instanceof StockTaken) return { kind: 'refused', refusal: { code: 'not_available' } };
    // The same key sent twice at once: the other request placed the order first, and this one answers it.
    if (isUniqueViolation(error)) {
      const first = await earlier();
      if (first) return first;
    }
    throw error;
  }
}
