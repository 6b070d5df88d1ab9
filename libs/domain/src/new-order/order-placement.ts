// The checkout's calls (cart check, placing the order), loaded when a cart or checkout screen first needs one: the
// cart the header counts on every page comes with the first load, these do not.
import type { ApiClient, CartCheckDto, PlaceOrderBody } from '@gopharm/api-client';
import { runInAction } from 'mobx';
import { knownRefusal, refusalOf } from '../errors/refusal';
import { attempt, succeeded, type Result } from '../errors/result';
import type { RootStore } from '../root/root-store';
import type { NewCard, NewOrderStore, PlaceOrderResult } from './new-order-store';

export interface Placement {
  order: NewOrderStore;
  root: RootStore;
  api: ApiClient;
}

/**
 * Cart check: the server's current prices, max_count and stock replace the lines' copies. An empty cart is
 * not checked (`data` null).
 */
export async function checkCart({ order, api }: Placement): Promise<Result<CartCheckDto | null>> {
  if (order.lines.length === 0) return succeeded(null);
  const result = await attempt(
    api.throwing.checkCart({
      drugs: order.lines.map((line) => ({ drug_id: line.drug, qty: line.qty })),
      type: 'shipping',
      location: order.draft.location ?? undefined,
    }),
  );
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

/** The body of POST v2/cart: card number and expiry only for a new card, a saved card by id. */
export function orderBodyOf({ order, root }: Placement, newCard?: NewCard): PlaceOrderBody {
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
  if (d.payment_type === 2) {
    if (d.card_id !== null) body.card_id = d.card_id;
    else if (newCard) {
      body.card_number = newCard.number.replace(/\s/g, '');
      body.card_expiry = newCard.expiry;
    }
  }
  return body;
}

/** Places the order (see NewOrderStore.place, which guards and marks it `placing`). */
export async function placeOrder(placement: Placement, newCard?: NewCard): Promise<PlaceOrderResult> {
  const { order, root, api } = placement;
  try {
    const answer = await api.placeOrder(orderBodyOf(placement, newCard));
    if (answer === false) return { ok: false, error: 'request_failed' };
    if (Array.isArray(answer.location) && answer.location.length > 0) {
      // The first item's text is the API's words; its code says which it is.
      const refusal = knownRefusal(answer) ?? { key: 'refusal.address' };
      return { ok: false, error: 'location', refusal };
    }
    if (answer.store_id) return { ok: false, error: 'store_error' };
    if (answer.status < 1 || !answer.order_id) {
      return { ok: false, error: 'message', refusal: refusalOf(answer) };
    }
    const orderId = answer.order_id;
    runInAction(() => {
      order.clear();
      order.resetDraft();
      root.orders.orderPlaced(orderId, answer.orders_count ?? root.orders.ordersCount + 1);
    });
    root.navigate('/profile/orders');
    return { ok: true, orderId };
  } catch (error) {
    root.logger.error('Placing the order threw', error);
    root.auth.clearSession();
    root.navigate('/auth');
    return { ok: false, error: 'exception' };
  }
}
