import type { DrugDto } from '@gopharm/util/contract';
import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '@gopharm/util';
import type { CartCatalogue } from '../cart/cart-catalogue';
import type { Database } from '../db/database';
import { createCashbackRepo } from '../orders/cashback';
import { createOrdersRepo } from '../orders/orders-repo';
import { createOrderChanges } from '../orders/order-changes';
import { createOrderEventsRepo } from '../orders/order-events-repo';
import { createOrderTexts } from '../orders/order-texts';
import { createSmsPendingRepo } from '../sms/sms-pending-repo';
import { changeOrderStatus, type OrderStatusDeps } from '../orders/order-status';
import { cataloguePorts } from './catalogue-adapter';
import { buildServer, type ServerOptions } from '../server';
import { openTestDatabase } from '../testing/test-database';
import type { AccountsConfig } from './accounts';
import type { CataloguePorts } from './catalogue-ports';

/**
 * What `changeOrderStatus` needs, over a test's database: PostgreSQL's listener of a server hears the changes,
 * on SQLite nobody here listens (the feed's tests cover streams); no provider's refund is started
 * (payments/refund-order.spec.ts refunds through the ledger).
 */
export function orderStatusDeps(
  db: Database,
  clock: () => Date,
  cart: Pick<CartCatalogue, 'receiveStock' | 'pharmacy'>,
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
      catalogue: cart,
      textsQueued: () => undefined,
    }),
    catalogue: cart,
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
  /** The fixture catalogue (drugs 1-5, two pharmacies, Tashkent) instead of the seeded one. */
  fixture?: boolean;
  logger?: ServerOptions['logger'];
  trustProxy?: ServerOptions['trustProxy'];
}

export async function createTestApp(options: TestAppOptions = {}) {
  // A copy of the run's seeded template when there is one (jest global setup), else a fresh seed.
  const store = await openTestDatabase();
  const { db } = store;
  let now = new Date('2026-11-21T10:00:00Z');
  const ports = options.fixture ? await fixtureCatalogue(db) : undefined;
  const catalogue = ports?.cart;
  const app = buildServer({
    db,
    logger: options.logger,
    trustProxy: options.trustProxy,
    ports,
    accounts: { clock: () => now, ...options.accounts },
  });

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
      const cart = catalogue ?? cataloguePorts(await (await import('../catalogue')).createCatalogue(db)).cart;
      const deps = orderStatusDeps(db, clock, cart);
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

/** Pharmacies of the fixture catalogue: one in the centre of Tashkent, one about 8 km north-east. */
export const FIXTURE_PHARMACIES = [
  {
    id: 11,
    name: 'GoPharm Центр',
    address: 'ул. Амира Темура, 1',
    phone: '998712000011',
    lat: 41.311,
    lng: 69.279,
    opens: '08:30',
    closes: '20:30',
    region_id: 1,
  },
  {
    id: 12,
    name: 'GoPharm Юнусабад',
    address: 'ул. Ниёзбек йули, 5',
    phone: '998712000012',
    lat: 41.36,
    lng: 69.34,
    opens: '08:30',
    closes: '20:30',
    region_id: 1,
  },
];

/**
 * A tiny stand-in for the catalogue so the account and order calls can be tested on their own: drugs 1 to 5
 * (price id × 1000; at most 50 per order, drug 3 at most 2), stock in a real table of the test database (drug 5 nowhere),
 * Tashkent (1) with district 101. The real server wires the catalogue's repos.
 */
export async function fixtureCatalogue(db: Database): Promise<CataloguePorts> {
  // Drug 6 is a prescription medicine, held by pharmacy 11.
  await db.exec(`CREATE TABLE IF NOT EXISTS fixture_stock (pharmacy_id INTEGER, drug_id INTEGER, qty INTEGER,
    PRIMARY KEY (pharmacy_id, drug_id));
    INSERT INTO fixture_stock VALUES (11, 1, 100), (11, 2, 5), (11, 3, 10), (11, 4, 0), (11, 6, 20),
      (12, 1, 50), (12, 2, 50), (12, 4, 3) ON CONFLICT DO NOTHING;`);
  const known = (id: number) => id >= 1 && id <= 6;
  const drug = (id: number, lan: string) => ({
    id,
    slug: `drug-${id}`,
    name: lan === 'uz' ? `Dori ${id}` : `Лекарство ${id}`,
    price: id * 1000,
    max_count: id === 3 ? 2 : 50,
    image_thumbnail: `/images/${id}.svg`,
  });
  // A drug as the lists carry it (the contract's `Drug`): what the fixture does not model is left plain.
  const listed = (id: number, lan: string): DrugDto => ({
    ...drug(id, lan),
    manufacturer: { id: 1, name: 'Fixture', country: 'Uzbekistan' },
    country_code: 'UZ',
    image: `/images/${id}.svg`,
    is_count_exist: id !== 5,
    international_name: { id, name: `Substance ${id}` },
    is_recept: id === 6,
    release_form: '',
    labels: [],
    category_id: 1,
    unit_price: null,
  });
  const tashkent = (lan: string) => ({
    id: 1,
    name: lan === 'uz' ? 'Toshkent' : 'Ташкент',
    childs: [{ id: 101, name: lan === 'uz' ? 'Chilonzor' : 'Чиланзар' }],
  });
  const stockOf = db.prepare('SELECT drug_id, qty FROM fixture_stock WHERE pharmacy_id = ?');
  const take = db.prepare(
    'UPDATE fixture_stock SET qty = qty - ? WHERE pharmacy_id = ? AND drug_id = ? AND qty >= ?',
  );
  const add = db.prepare('UPDATE fixture_stock SET qty = qty + ? WHERE pharmacy_id = ? AND drug_id = ?');
  return {
    drugs: {
      exists: async (id) => known(id),
      byIds: async (ids, { lan }) => ids.filter(known).map((id) => listed(id, lan)),
    },
    regions: {
      find: (id, lan) => {
        if (id === 1) return { ...tashkent(lan), district: null };
        if (id === 101) return { ...tashkent(lan), district: tashkent(lan).childs[0] };
        return null;
      },
    },
    cart: {
      drugs: async (ids, { lan }) =>
        ids.filter(known).map((id) => ({
          ...drug(id, lan),
          names: { ru: drug(id, 'ru').name, uz: drug(id, 'uz').name },
          is_recept: id === 6,
        })),
      pharmaciesWithStock: async (ids, { region }) => {
        if (region !== 1 && region !== 101) return [];
        const stock = [];
        for (const pharmacy of FIXTURE_PHARMACIES) {
          const rows = await stockOf.all<{ drug_id: number; qty: number }>(pharmacy.id);
          stock.push({
            pharmacy,
            stock: new Map(rows.filter((r) => ids.includes(r.drug_id)).map((r) => [r.drug_id, r.qty])),
          });
        }
        return stock;
      },
      // The fixture's pharmacies are all in Tashkent (region 1).
      receiveStock: async (pharmacyId, lines) => {
        if (!FIXTURE_PHARMACIES.some((pharmacy) => pharmacy.id === pharmacyId)) return null;
        for (const l of lines) await add.run(l.qty, pharmacyId, l.drug_id);
        return 1;
      },
      takeStock: async (pharmacyId, lines) => {
        // Conditional decrements in a savepoint: all lines or none, as the real catalogue takes them.
        const short = new Error('short');
        try {
          await db.transaction(async () => {
            for (const l of lines) {
              if ((await take.run(l.qty, pharmacyId, l.drug_id, l.qty)).changes !== 1) throw short;
            }
          });
          return true;
        } catch (error) {
          if (error === short) return false;
          throw error;
        }
      },
      pharmacy: async (id) => FIXTURE_PHARMACIES.find((p) => p.id === id) ?? null,
    },
  };
}
