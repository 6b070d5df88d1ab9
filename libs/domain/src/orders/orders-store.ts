import type { ApiClient } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';

/** The minimum order amount is accepted only when above 0. */
export function acceptOrderMinimum(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** What the success dialog of a just-placed order tells beside its number. */
export interface PlacedOrder {
  type: 'shipping' | 'pickup';
  /** The pick-up pharmacy (null for a courier). */
  storeId: number | null;
  /** A prescription medicine is in it: the prescription is shown at the pharmacy. */
  withPrescription: boolean;
}

/**
 * What every page may show of orders: the success dialog of a just-placed order, how many the shopper has placed
 * and the order minimum (the cart, the product page). The history, one order and paying or cancelling it are
 * order-history-store.ts, made with the screens that show them (orderHistoryOf).
 */
export class OrdersStore {
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
  }

  /** "Статус заказа" and every other way of closing the dialog. */
  closeSuccessDialog(): void {
    this.newOrderId = 0;
  }

  async loadMinimum(): Promise<void> {
    const min = await this.api.getOrderMinimum();
    if (!min.ok) return;
    const accepted = acceptOrderMinimum(min.data);
    if (accepted !== null) runInAction(() => (this.minimum = accepted));
  }
}
