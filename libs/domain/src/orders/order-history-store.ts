// The shopper's orders as their screens show them: the history, one order, its payment, paying, sending it to the
// card provider and cancelling it. Only the profile's, order and payment screens, the cart's repeat link and the
// checkout use it (orderHistoryOf), so its code loads with them, not with every page's first load; the just-placed
// order's dialog and the order minimum the cart and product pages read are the root's OrdersStore.
import {
  succeeded,
  type ApiClient,
  type OrderDto,
  type OrderPaymentDto,
  type PayOrderBody,
  type Result,
} from '@gopharm/api-client';
import { CANCELLED_STATUSES } from '@gopharm/util';
import { makeAutoObservable, runInAction } from 'mobx';
// The catalogue of refusals itself: this store's screens load it with them.
import { refused, type Refusal } from '../errors/refusal';
import { loadInto, type LoadState } from '../loading/load-state';
import { privateStoreOf } from '../root/store-of';

/**
 * Whether the shopper can pay an order online (/order-payment): a card order not yet paid and not called off.
 * A cash order is paid on delivery or at the pharmacy.
 */
export function canPayOnline(order: Pick<OrderDto, 'is_paid' | 'payment_type' | 'status'>): boolean {
  return !order.is_paid && order.payment_type === 2 && !CANCELLED_STATUSES.includes(order.status);
}

/** Order history, the selected order, and paying, sending to the provider and cancelling an order. */
export class OrderHistoryStore {
  list: OrderDto[] = [];
  state: LoadState = 'idle';
  selected: OrderDto | null = null;
  payment: OrderPaymentDto | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<OrderHistoryStore, 'api'>(this, { api: false });
  }

  load(page?: number): Promise<void> {
    return loadInto(
      this,
      () => this.api.getOrders(page),
      (list) => (this.list = page && page > 1 ? [...this.list, ...list] : list),
    );
  }

  async select(id: number): Promise<Result<OrderHistoryStore['selected']>> {
    const result = await this.api.getOrder(id);
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }

  async loadPayment(orderId: number): Promise<Result<OrderHistoryStore['payment']>> {
    const result = await this.api.getOrderPayment(orderId);
    runInAction(() => (this.payment = result.ok ? result.data : null));
    return result;
  }

  /**
   * Pays an existing order; why not, in the shopper's language, when it is refused. Once paid, its payment data
   * (and the order, where it is the one shown or listed) are read again, so the pages show it paid.
   */
  async pay(body: PayOrderBody): Promise<Result<void, Refusal>> {
    const answer = await this.api.payOrder(body);
    if (!answer.ok) return refused(answer.error);
    const id = body.order_id;
    const shown = this.selected?.id === id || this.list.some((order) => order.id === id);
    const [, order] = await Promise.all([this.loadPayment(id), shown ? this.api.getOrder(id) : null]);
    const fresh = order?.ok ? order.data : null;
    if (fresh) {
      runInAction(() => {
        if (this.selected?.id === id) this.selected = fresh;
        this.list = this.list.map((old) => (old.id === id ? fresh : old));
      });
    }
    return succeeded(undefined);
  }

  /**
   * Sends an order to the card provider's page: the cashback it uses is set as asked, and the answer names the
   * page to leave for (the order is paid only once the provider says so), or says the cashback paid it all.
   */
  async checkout(
    orderId: number,
    options: { cashPay: boolean; returnPath: string },
  ): Promise<Result<{ redirectUrl: string | null }, Refusal>> {
    const answer = await this.api.checkoutOrder({
      order_id: orderId,
      cash_pay: options.cashPay,
      return_path: options.returnPath,
    });
    if (!answer.ok) return refused(answer.error);
    return succeeded({ redirectUrl: answer.data.redirect_url ?? null });
  }

  /**
   * The shopper calls an order off (while `canCancelOrder` of @gopharm/util allows it); the order as it is now
   * replaces it on the page and in the history, or the refusal says why not.
   */
  async cancel(orderId: number): Promise<Result<void, Refusal>> {
    const answer = await this.api.cancelOrder(orderId);
    if (!answer.ok) return refused(answer.error);
    const order = answer.data.order;
    runInAction(() => {
      if (this.selected?.id === orderId) this.selected = order;
      this.list = this.list.map((old) => (old.id === orderId ? order : old));
    });
    return succeeded(undefined);
  }

  /** The user's private data, cleared on logout. */
  reset(): void {
    this.list = [];
    this.state = 'idle';
    this.selected = null;
    this.payment = null;
  }
}

/** The signed-in shopper's orders, made on first use and forgotten when they sign out. */
export const orderHistoryOf = privateStoreOf(
  (root, api?: ApiClient) => new OrderHistoryStore(api ?? root.api),
);
