// The checkout's calls (cart check, placing the order), loaded with the checkout's store (checkout-store.ts).
import {
  succeeded,
  type ApiClient,
  type CartCheckDto,
  type PlaceOrderBody,
  type Result,
} from '@gopharm/api-client';
import { localizePath } from '@gopharm/util';
import { runInAction } from 'mobx';
import { knownRefusal, refusalOf } from '../errors/refusal';
import type { AuthStore } from '../auth/auth-store';
import type { LocaleStore } from '../locale/locale-store';
import type { OrderHistoryStore } from '../orders/order-history-store';
import { JUST_PLACED_PARAM } from '../orders/just-placed';
import type { OrdersStore, PlacedOrder } from '../orders/orders-store';
import type { DeviceKind, Logger } from '../ports/ports';
import type { CartLine } from './cart-line';
import type { OrderDraft } from './order-draft';
import type { PlaceOrderResult } from './place-order-result';

/** The cart and draft a placement works on (the CheckoutStore). */
export interface PlacementOrder {
  readonly lines: CartLine[];
  draft: OrderDraft;
  delivery: CartCheckDto['delivery'] | null;
  cashbackPercent: number | null;
  readonly needsPrescription: boolean;
  orderKey(): string;
  clear(): void;
  resetDraft(): void;
  updateDraft(changes: Partial<OrderDraft>): void;
}

/** What placing an order asks of the rest of the app (the root store gives it). */
export interface PlacementContext {
  readonly locale: Pick<LocaleStore, 'code'>;
  readonly orders: Pick<OrdersStore, 'orderPlaced' | 'ordersCount'>;
  readonly auth: Pick<AuthStore, 'clearSession'>;
  readonly logger: Logger;
  device(): DeviceKind;
  navigate(path: string): void;
  leave(url: string): void;
}

export interface Placement {
  order: PlacementOrder;
  root: PlacementContext;
  api: ApiClient;
  /** The shopper's orders (orderHistoryOf): the placed order goes to the card provider through it. */
  history: Pick<OrderHistoryStore, 'selected' | 'checkout'>;
}

/**
 * Cart check: the server's current prices, max_count and stock replace the lines' copies. An empty cart is
 * not checked (`data` null).
 */
export async function checkCart({ order, api }: Placement): Promise<Result<CartCheckDto | null>> {
  if (order.lines.length === 0) return succeeded(null);
  const result = await api.checkCart({
    drugs: order.lines.map((line) => ({ drug_id: line.drug, qty: line.qty })),
    type: 'shipping',
    location: order.draft.location ?? undefined,
  });
  if (!result.ok) return result;
  const answer = result.data;
  runInAction(() => {
    for (const fresh of answer.drugs ?? []) {
      const line = order.lines.find((candidate) => candidate.drug === fresh.drug_id);
      if (!line) continue;
      line.price = fresh.price;
      line.max_count = fresh.max_count;
      line.is_count_exist = fresh.is_count_exist;
    }
    order.delivery = answer.delivery ?? null;
    const percent = answer.cashback_percent;
    if (typeof percent === 'number' && percent >= 0 && percent <= 100) order.cashbackPercent = percent;
  });
  return result;
}

/** The body of POST v2/cart: a saved card by id; a new card is typed on the provider's page, never sent here. */
export function orderBodyOf({ order, root }: Placement): PlaceOrderBody {
  const d = order.draft;
  const body: PlaceOrderBody = {
    drugs: order.lines.map((line) => ({ drug_id: line.drug, qty: line.qty })),
    type: d.type ?? 'shipping',
    payment_type: d.payment_type,
    device: root.device(),
    idempotency_key: order.orderKey(),
  };
  if (d.type === 'shipping') {
    Object.assign(body, {
      shipping_time: d.shipping_time ?? 'standard',
      location: d.location ?? undefined,
      address: d.address,
      house: d.house,
      apartment: d.apartment,
      entrance: d.entrance,
      floor: d.floor,
      intercom: d.intercom,
      additional_address: d.address_description,
    });
  }
  if (d.type === 'pickup' && d.store_id !== null) body.store_id = d.store_id;
  if (d.comment) body.comment = d.comment;
  if (d.promo_code) body.promo_code = d.promo_code;
  if (order.needsPrescription && d.prescription_id !== null) body.prescription_id = d.prescription_id;
  if (d.payment_type === 2 && d.card_id !== null) body.card_id = d.card_id;
  return body;
}

/** Places the order (see NewOrderStore.place, which guards and marks it `placing`). */
export async function placeOrder(placement: Placement): Promise<PlaceOrderResult> {
  const { order, root, api, history } = placement;
  // Read before the draft is reset: a card order without a saved card is paid on the provider's page next.
  const toProvider = order.draft.payment_type === 2 && order.draft.card_id === null;
  // What the success dialog tells: where to pick it up, and whether to bring the prescription.
  const placed: PlacedOrder = {
    type: order.draft.type ?? 'shipping',
    storeId: order.draft.type === 'pickup' ? order.draft.store_id : null,
    withPrescription: order.needsPrescription,
  };
  try {
    const result = await api.placeOrder(orderBodyOf(placement));
    if (!result.ok) {
      const refused = result.error.kind === 'refusal' ? result.error.answer : undefined;
      if (!refused) return { ok: false, error: 'request_failed' };
      if (Array.isArray(refused.location) && refused.location.length > 0) {
        // The first item's text is the API's words; its code says which it is.
        const refusal = knownRefusal(refused) ?? { key: 'refusal.address' };
        return { ok: false, error: 'location', refusal };
      }
      if (refused.store_id) return { ok: false, error: 'store_error' };
      return { ok: false, error: 'message', refusal: refusalOf(result.error) };
    }
    const answer = result.data;
    if (!answer.order_id) return { ok: false, error: 'message', refusal: { key: 'refusal.generic' } };
    const orderId = answer.order_id;
    runInAction(() => {
      order.clear();
      order.resetDraft();
      // The pharmacy the shopper picks up from is chosen again for the next order.
      if (placed.storeId !== null) order.updateDraft({ type: 'pickup', store_id: placed.storeId });
      root.orders.orderPlaced(orderId, answer.orders_count ?? root.orders.ordersCount + 1, placed);
      history.selected = null;
    });
    if (toProvider) {
      // The card is typed on the provider's page, which sends the shopper back to the order, whose page then
      // opens the success dialog; should the page not be reached, the order's own page offers "Оплатить" again.
      const returnPath = localizePath(`/order-detail?id=${orderId}&${JUST_PLACED_PARAM}=1`, root.locale.code);
      const sent = await history.checkout(orderId, { cashPay: false, returnPath });
      if (sent.ok && sent.data.redirectUrl) {
        root.leave(sent.data.redirectUrl);
        return { ok: true, orderId };
      }
      root.navigate(`/order-detail?id=${orderId}`);
      return { ok: true, orderId };
    }
    root.navigate('/profile/orders');
    return { ok: true, orderId };
  } catch (error) {
    root.logger.error('Placing the order threw', error);
    root.auth.clearSession();
    root.navigate('/auth');
    return { ok: false, error: 'exception' };
  }
}
