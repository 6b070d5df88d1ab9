import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '@gopharm/util';
import { type Catalogue, createCatalogue } from '../catalogue';
import type { Database } from '../db/database';
import { createCashbackRepo } from '../orders/cashback';
import { createOrdersRepo } from '../orders/orders-repo';
import { createOrderChanges } from '../orders/order-changes';
import { createOrderEventsRepo } from '../orders/order-events-repo';
import { createOrderTexts } from '../orders/order-texts';
import { createSmsPendingRepo } from '../sms/sms-pending-repo';
import { changeOrderStatus, type OrderStatusDeps } from '../orders/order-status';
import { buildServer, type ServerOptions } from '../server';
import { openTestDatabase } from '../testing/test-database';
import type { AccountsConfig } from './accounts';

/**
 * What `changeOrderStatus` needs, over a test's database: PostgreSQL's listener of a server hears the changes,
 * on SQLite nobody here listens (the feed's tests cover streams); no provider's refund is started
 * (payments/refund-order.spec.ts refunds through the ledger).
 */
export function orderStatusDeps(
  db: Database,
  clock: () => Date,
  catalogue: Pick<Catalogue, 'stock' | 'pharmacy'>,
): OrderStatusDeps {
  return {
    db,
    orders: createOrdersRepo(db, clock),
    cashback: createCashbackRepo(db, clock),
    events: createOrderEventsRepo(db, clock),
    changes: createOrderChanges(db, console),
    texts: createOrderTexts({
      db,
      pending: createSmsPendingRepo(db, clock),
      catalogue,
      textsQueued: () => undefined,
    }),
    stock: catalogue.stock,
    clock,
    refund: () => undefined,
  };
}

/**
 * A server on a real database of its own (a SQLite file in a temp folder, or a PostgreSQL database when
 * TEST_DATABASE=postgres), with a clock the test moves. For contract tests only.
 */
export interface TestAppOptions {
  accounts?: Partial<AccountsConfig>;
  /**
   * A database holding only the small catalogue (testing/small-catalogue.ts: drugs 1-6, two pharmacies in
   * Tashkent and their stock) instead of a copy of the seeded one.
   */
  smallCatalogue?: boolean;
  logger?: ServerOptions['logger'];
  trustProxy?: ServerOptions['trustProxy'];
}

export async function createTestApp(options: TestAppOptions = {}) {
  // A copy of the run's seeded template when there is one (jest global setup), else a fresh seed.
  const store = await openTestDatabase(undefined, { small: options.smallCatalogue });
  const { db } = store;
  let now = new Date('2026-11-21T10:00:00Z');
  const app = buildServer({
    db,
    logger: options.logger,
    trustProxy: options.trustProxy,
    accounts: { clock: () => now, ...options.accounts },
  });
  // The catalogue's repositories as the server builds them, for moving orders as the back office does.
  let catalogue: Promise<Catalogue> | undefined;

  return {
    app,
    db,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    /** The last code the console provider sent to this phone. */
    async lastCode(phone: string): Promise<string> {
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
      const code = outbox.json().results[0]?.code;
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    /** Signs a phone in through the real calls and returns its bearer header. */
    async signIn(phone: string): Promise<{ authorization: string; token: string; userId: number }> {
      const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      await app.inject({
        method: 'POST',
        url: '/api/v1/register-captcha',
        payload: { phone },
        remoteAddress: ip,
      });
      const code = await this.lastCode(phone);
      const answer = (
        await app.inject({
          method: 'POST',
          url: '/api/v1/accept',
          payload: { phone, code },
          remoteAddress: ip,
        })
      ).json();
      return { authorization: `Bearer ${answer.token}`, token: answer.token, userId: answer.user.id };
    },
    /**
     * Moves an order to `status` as the back office and the pharmacies do, through each status on the shortest way
     * the graph allows (pending, accepted, collected, …), with what each does (cashback earned or given back,
     * stock returned); false when the order cannot reach it.
     */
    async setOrderStatus(orderId: number, status: OrderStatus): Promise<boolean> {
      const clock = () => now;
      const orders = createOrdersRepo(db, clock);
      const owner = await orders.ownerOf(orderId);
      const row = owner === null ? null : await orders.find(orderId, owner);
      if (!row) return false;
      const way = shortestWay(row.type, row.status as OrderStatus, status);
      if (!way) return false;
      const deps = orderStatusDeps(db, clock, await (catalogue ??= createCatalogue(db)));
      for (const step of way) {
        if ((await changeOrderStatus(deps, orderId, { status: step })).kind !== 'changed') return false;
      }
      return true;
    },
    /** Whether the database holds this text anywhere: any of a SQLite file's bytes (main, WAL), any PostgreSQL row. */
    databaseContains(text: string): Promise<boolean> {
      return store.contains(text);
    },
    async close() {
      await app.close();
      await store.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The statuses an order of this kind passes through from `from` to `to` (`to` last); null when none leads there. */
function shortestWay(kind: 'shipping' | 'pickup', from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  const cameFrom = new Map<OrderStatus, OrderStatus | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to && at !== from) break;
    for (const next of ORDER_STATUSES) {
      if (!cameFrom.has(next) && canMoveOrder(kind, at, next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  if (!cameFrom.has(to) || to === from) return null;
  const way: OrderStatus[] = [];
  for (let at: OrderStatus | null = to; at !== null && at !== from; at = cameFrom.get(at) ?? null)
    way.unshift(at);
  return way;
}
