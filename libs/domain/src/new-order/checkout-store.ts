// The checkout of the root's cart: its draft, the cart check's answer, the order's rules and placing it. Only the
// cart, checkout, map and order screens use it (checkoutOf), so its code loads with them, not with every page's
// first load; the cart every page counts and adds to is the root's NewOrderStore. No value of new-order-store.ts is
// imported here: the bundler then split modules of the first load into chunks of their own (+0.9 kB gzip in all).
import {
  succeeded,
  type ApiClient,
  type CartCheckDto,
  type OrderDto,
  type Result,
} from '@gopharm/api-client';
import { cashbackFor, courierAllowed } from '@gopharm/util';
import { makeAutoObservable, runInAction } from 'mobx';
import { orderHistoryOf } from '../orders/order-history-store';
import { randomId } from '../ports/random-id';
import { storeOf } from '../root/store-of';
import { clearCart } from './cart-edits';
import { DRUGS_PAGE_MAX } from './cart-line';
import type { NewOrderStore } from './new-order-store';
import type { OrderDraft } from './order-draft';
import { checkCart, placeOrder, type Placement, type PlacementContext } from './order-placement';
import type { PlaceOrderResult } from './place-order-result';

/**
 * A checkout's draft before anything is chosen or typed: here, with the checkout, not with the draft's entry name
 * and type (./order-draft.ts), which every page's first load imports.
 */
function emptyDraft(): OrderDraft {
  return {
    type: null,
    payment_type: 1,
    shipping_time: null,
    location: null,
    store_id: null,
    address: '',
    house: '',
    apartment: '',
    entrance: '',
    floor: '',
    intercom: '',
    address_description: '',
    comment: '',
    promo_code: '',
    card_id: null,
    prescription_id: null,
  };
}

/** The cart a checkout orders (the NewOrderStore). */
export type CheckoutCart = Pick<NewOrderStore, 'lines' | 'total' | 'edits' | 'changed' | 'setQuantity'>;

/** What a checkout asks of the rest of the app: placing the order's, and the idempotency keys' maker (tests). */
export type CheckoutContext = PlacementContext & { readonly newId?: () => string };

export class CheckoutStore {
  draft: OrderDraft = emptyDraft();
  delivery: CartCheckDto['delivery'] | null = null;
  /** From the last cart check; null until the server has told it. */
  cashbackPercent: number | null = null;
  placing = false;
  /** Resolves once the stored draft is read back (checkoutOf: after the root's stored state; at once without). */
  ready: Promise<void> = Promise.resolve();
  /**
   * What the shopper changed in the draft (updateDraft) since the page started, until the stored draft is read
   * (then null): a checkout hydrated from the server's HTML takes choices and typing before that read, which must
   * not undo them.
   */
  private draftChanges: Partial<OrderDraft> | null = {};

  constructor(
    private readonly root: CheckoutContext,
    private readonly cart: CheckoutCart,
    private readonly api: ApiClient,
    private readonly history: Placement['history'],
  ) {
    makeAutoObservable<
      CheckoutStore,
      'root' | 'cart' | 'api' | 'history' | 'draftChanges' | 'placement' | 'key'
    >(this, {
      root: false,
      cart: false,
      api: false,
      history: false,
      draftChanges: false,
      placement: false,
      key: false,
      orderKey: false,
      ready: false,
    });
  }

  get lines() {
    return this.cart.lines;
  }

  /** What this cart would earn back once delivered (as the server counts it: whole sum, rounded down). */
  get cashback(): number | null {
    return this.cashbackPercent === null ? null : cashbackFor(this.cart.total, this.cashbackPercent);
  }

  /** A prescription medicine is in the cart: the order names one of the shopper's prescriptions. */
  get needsPrescription(): boolean {
    return this.cart.lines.some((line) => line.is_recept);
  }

  /** Whether a courier may carry this cart (prescription medicines are dispensed at the pharmacy only). */
  get courierAllowed(): boolean {
    return courierAllowed(this.cart.lines);
  }

  updateDraft(changes: Partial<OrderDraft>): void {
    this.draft = { ...this.draft, ...changes };
    if (this.draftChanges) Object.assign(this.draftChanges, changes);
  }

  /**
   * The stored draft as read back (persistence's merge), under the fields changed before the read: field by
   * field, what the shopper chose or typed since the page started wins, the rest is the stored draft's.
   */
  joinStoredDraft(stored: OrderDraft): OrderDraft {
    const joined = { ...stored, ...this.draftChanges };
    this.draftChanges = null;
    return joined;
  }

  resetDraft(): void {
    this.draft = emptyDraft();
    this.delivery = null;
  }

  /** The order's idempotency key, and the cart's edits it was made for. */
  private key: { value: string; edits: number } | null = null;

  /**
   * One key per attempt to order these lines, so a repeated click cannot create a second order; once the cart
   * changes, a new one. A random UUID (randomId works on plain-HTTP pages too) unless the root makes them.
   */
  orderKey(): string {
    const { edits } = this.cart;
    if (this.key?.edits !== edits) this.key = { value: (this.root.newId ?? randomId)(), edits };
    return this.key.value;
  }

  clear(): void {
    clearCart(this.cart);
  }

  /**
   * Repeats a past order: its goods still sold go into the cart at today's prices (over what is there), and the
   * checkout is set as that order was, so the shopper meets no question answered before: the same pick-up
   * pharmacy, the same prescription (the checkout lets it go should it have been deleted since). The names of the
   * goods no longer sold come back, for the shopper to be told.
   */
  async repeat(order: OrderDto): Promise<Result<{ missing: string[] }>> {
    const result = await this.api.getDrugs({
      ids: order.items.map((item) => item.drug_id),
      per_page: DRUGS_PAGE_MAX,
    });
    if (!result.ok) return result;
    const missing: string[] = [];
    runInAction(() => {
      for (const item of order.items) {
        const drug = result.data.results.find((candidate) => candidate.id === item.drug_id);
        if (drug?.is_count_exist) this.cart.setQuantity(drug, item.qty);
        else missing.push(item.name);
      }
      const changes: Partial<OrderDraft> = {};
      if (order.type === 'pickup' && order.store) {
        Object.assign(changes, { type: 'pickup', shipping_time: null, store_id: order.store.id });
      }
      if (order.prescription_id !== null) changes.prescription_id = order.prescription_id;
      this.updateDraft(changes);
    });
    return succeeded({ missing });
  }

  /**
   * Cart check: the server's current prices, max_count and stock replace the lines' copies. An empty cart is
   * not checked (`data` null).
   */
  check(): Promise<Result<CartCheckDto | null>> {
    return checkCart(this.placement());
  }

  /**
   * Places the order. Success empties the cart, clears the selected order, stores the new order id and the
   * orders count, and goes to /profile/orders, or, for a card order without a saved card, to the provider's page.
   * Refusals come back to the caller; a failed request yields request_failed and the cart stays; any exception
   * signs out and goes to /auth.
   */
  async place(): Promise<PlaceOrderResult> {
    if (this.cart.lines.length === 0 || this.draft.type === null) return { ok: false, error: 'incomplete' };
    this.placing = true;
    try {
      return await placeOrder(this.placement());
    } finally {
      runInAction(() => (this.placing = false));
    }
  }

  private placement() {
    return { order: this, root: this.root, api: this.api, history: this.history };
  }
}

/**
 * The root cart's checkout, made on first use; its draft is kept on the device (under its own name, read back
 * once the root's stored state is: RootStore.keepOnDevice). Should a signed-in shopper save another region, the
 * draft (its pharmacy, its address) goes.
 */
export const checkoutOf = storeOf((root, api?: ApiClient) => {
  const checkout = new CheckoutStore(root, root.newOrder, api ?? root.api, orderHistoryOf(root, api));
  checkout.ready = root.keepOnDevice((stored, storage, logger) =>
    stored.persistDraft(checkout, storage, logger),
  );
  root.afterRegionSaved.add(() => checkout.resetDraft());
  return checkout;
});
