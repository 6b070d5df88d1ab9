import { type OrderStreamMessage, readOrderStream } from '@gopharm/api-client';
import { runInAction } from 'mobx';
import type { RootStore } from '../root/root-store';
import { privateStoreOf } from '../root/store-of';
import { orderHistoryOf } from './order-history-store';

/** The longest wait before reconnecting after failures (1, 2, 4… seconds up to it, each with jitter). */
const MOST_WAIT_MS = 30_000;
/** A stream the server ended in the ordinary way (its lifetime) is opened again after this. */
const REOPEN_MS = 1_000;

type ReadStream = typeof readOrderStream;

/**
 * Follows the shopper's orders live while a screen shows them (the order page, the history): one stream for all
 * of them (`GET v1/orders/live`), opened when the first screen follows and closed when the last stops. Each change
 * reads its order again (the order page's timeline, the history's status); `resync` reads every shown order
 * again. A lost stream is reopened with `Last-Event-ID` (the server sends what was missed), after a wait that
 * grows with each failure and is spread by jitter, so a server's restart is not met by every tab at once; a 429
 * waits its Retry-After; a 401 stops (the sign-in is gone).
 */
export class OrderLive {
  private followers = 0;
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastEventId: string | undefined;
  private failures = 0;

  constructor(
    private readonly root: RootStore,
    private readonly read: ReadStream = readOrderStream,
    private readonly random: () => number = Math.random,
  ) {}

  /** Follows while the returned function is not called (a screen's effect). */
  follow(): () => void {
    if (++this.followers === 1) void this.open();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--this.followers === 0) this.close();
    };
  }

  /** Signed out: the stream closes and what it knew is forgotten. */
  reset(): void {
    this.close();
    this.lastEventId = undefined;
  }

  private close(): void {
    clearTimeout(this.timer);
    this.controller?.abort();
    this.controller = null;
  }

  private async open(): Promise<void> {
    const token = this.root.auth.token;
    if (!token || this.followers === 0) return;
    const controller = new AbortController();
    this.controller = controller;
    const end = await this.read({
      token,
      lastEventId: this.lastEventId,
      signal: controller.signal,
      onMessage: (message) => this.received(message),
    });
    if (this.controller !== controller || controller.signal.aborted) return;
    this.controller = null;
    if (end.status === 401 || end.status === 403) return;
    let wait: number;
    if (end.status === 429) wait = (end.retryAfter ?? 60) * 1000;
    else if (end.status === 200) wait = REOPEN_MS;
    else wait = Math.min(MOST_WAIT_MS, 1000 * 2 ** this.failures++);
    // Between half and all of the wait: tabs that lost the same server come back spread out.
    this.timer = setTimeout(() => void this.open(), wait * (0.5 + this.random() / 2));
  }

  private received(message: OrderStreamMessage): void {
    this.failures = 0;
    if (message.kind === 'resync') {
      const orders = orderHistoryOf(this.root);
      const shown = new Set([
        ...orders.list.map((order) => order.id),
        ...(orders.selected ? [orders.selected.id] : []),
      ]);
      for (const id of shown) void this.reread(id);
      return;
    }
    if (message.id) this.lastEventId = message.id;
    void this.reread(message.change.order_id);
  }

  /** Reads an order again where a screen shows it: the selected order, the history's line. */
  private async reread(orderId: number): Promise<void> {
    const { api } = this.root;
    const orders = orderHistoryOf(this.root);
    if (orders.selected?.id !== orderId && !orders.list.some((order) => order.id === orderId)) return;
    const answer = await api.getOrder(orderId);
    if (!answer.ok || !answer.data) return;
    const order = answer.data;
    runInAction(() => {
      if (orders.selected?.id === orderId) orders.selected = order;
      orders.list = orders.list.map((old) => (old.id === orderId ? order : old));
    });
  }
}

/** The shopper's live orders, made by the screens that show orders (their code is not on the first load). */
export const orderLiveOf = privateStoreOf((root) => new OrderLive(root));
