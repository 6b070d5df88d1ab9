import type { ApiClient, OrderDto, OrderPaymentDto, PayOrderBody, Result } from '@gopharm/api-client';
import { CANCELLED_STATUSES } from '@gopharm/util';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';
import type { Refusal } from '../errors/refusal';
import { refusedLater } from '../errors/refused-later';
import { succeeded } from '@gopharm/api-client';

/** The minimum order amount is accepted only when above 0. */
export function acceptOrderMinimum(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whether the shopper can pay an order online (/order-payment): a card order not yet paid and not called off.
 * A cash order is paid on delivery or at the pharmacy.
 */
export function canPayOnline(order: Pick<OrderDto, 'is_paid' | 'payment_type' | 'status'>): boolean {
  return !order.is_paid && order.payment_type === 2 && !CANCELLED_STATUSES.includes(order.status);
}

/** What the success dialog of a just-placed order tells beside its number. */
export interface PlacedOrder {
  type: 'shipping' | 'pickup';
  /** The pick-up pharmacy (null for a courier). */
  storeId: number | null;
  /** A prescription medicine is in it: the prescription is shown at the pharmacy. */
  withPrescription: boolean;
}

/** Order history, the selected order, payment of an order and the state of the order-success dialog. */
export class OrdersStore {
  list: OrderDto[] = [];
  state: LoadState = 'idle';
  selected: OrderDto | null = null;
  payment: OrderPaymentDto | null = null;
  /** The just-placed order: above 0 opens the success dialog, 0 closes it. */
  newOrderId = 0;
  /** How many orders the user has placed ("this is your N-th order"), kept in local storage. */
  ordersCount = 0;
  minimum: number | null = null;
  /** The just-placed order as the success dialog tells it (null: nothing to add to its number). */
  placed: PlacedOrder | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<OrdersStore, 'api'>(this, { api: false });
  }

  get successDialogOpen(): boolean {
    return this.newOrderId > 0;
  }

  orderPlaced(orderId: number, ordersCount: number, placed: PlacedOrder | null = null): void {
    this.newOrderId = orderId;
    this.ordersCount = ordersCount;
    this.placed = placed;
    this.selected = null;
  }

  /** "Статус заказа" and every other way of closing the dialog. */
  closeSuccessDialog(): void {
    this.newOrderId = 0;
  }

  load(page?: number): Promise<void> {
    return loadInto(
      this,
      () => this.api.getOrders(page),
      (list) => (this.list = page && page > 1 ? [...this.list, ...list] : list),
    );
  }

  async select(id: number): Promise<Result<OrdersStore['selected']>> {
    const result = await this.api.getOrder(id);
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }

  async loadMinimum(): Promise<void> {
    const min = await this.api.getOrderMinimum();
    if (!min.ok) return;
    const accepted = acceptOrderMinimum(min.data);
    if (accepted !== null) runInAction(() => (this.minimum = accepted));
  }

  async loadPayment(orderId: number): Promise<Result<OrdersStore['payment']>> {
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
    if (!answer.ok) return refusedLater(answer.error);
    const id = body.order_id;
    const shown = this.selected?.id === id || this.list.some((order) => order.id === id);
    const [, order] = await Promise.all([this.loadPayment(id), shown ? this.api.getOrder(id) : null]);
    if (order?.ok) {
      runInAction(() => {
        if (this.selected?.id === id) this.selected = order.data;
        this.list = this.list.map((old) => (old.id === id ? order.data : old));
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
    if (!answer.ok) return refusedLater(answer.error);
    return succeeded({ redirectUrl: answer.data.redirect_url ?? null });
  }

  /**
   * The shopper calls an order off (while `canCancelOrder` of @gopharm/util allows it); the order as it is now
   * replaces it on the page and in the history, or the refusal says why not.
   */
  async cancel(orderId: number): Promise<Result<void, Refusal>> {
    const answer = await this.api.cancelOrder(orderId);
    if (!answer.ok) return refusedLater(answer.error);
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
