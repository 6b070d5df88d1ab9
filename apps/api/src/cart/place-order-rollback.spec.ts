import { createPrescriptionsRepo } from '../prescriptions/prescriptions-repo';
import { createCardsRepo } from '../cards/cards-repo';
import { createCatalogue } from '../catalogue';
import { createTestApp, type TestApp } from '../http/testing';
import { createOrdersRepo } from '../orders/orders-repo';
import { placeOrder } from './place-order';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('placeOrder: stock taken by someone else at the last moment', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true });
    ({ userId } = await t.signIn('998901130001'));
  });
  afterAll(() => t.close());

  it('refuses and writes no order when the stock cannot be taken', async () => {
    const catalogue = await createCatalogue(t.db);
    const clock = () => new Date('2026-11-21T10:00:00Z');
    const orders = createOrdersRepo(t.db, clock);
    const deps = {
      db: t.db,
      // The plan sees the stock, but by the time it is taken another process has it.
      catalogue: { ...catalogue, stock: { ...catalogue.stock, take: async () => false } },
      orders,
      cards: createCardsRepo(t.db, clock, 60_000),
      prescriptions: createPrescriptionsRepo(t.db, clock),
      clock,
      orderMinimum: 1000,
      maxDeliveryKm: 40,
      cashbackPercent: 2,
      paymentHoldMinutes: 30,
    };
    const body = {
      drugs: [{ drug_id: 1, qty: 2 }],
      type: 'pickup' as const,
      store_id: 11,
      payment_type: 1 as const,
      device: 'site' as const,
    };
    const result = await placeOrder(deps, { userId, body, key: 'rollback-key-1', lan: 'ru', region: 1 });
    expect(result).toEqual({
      kind: 'refused',
      refusal: { code: 'not_available' },
    });
    expect(await orders.count(userId)).toBe(0);
    expect(await orders.byKey(userId, 'rollback-key-1')).toBeNull();

    // The same order goes through once the stock can be taken.
    const placed = await placeOrder(
      { ...deps, catalogue },
      { userId, body, key: 'rollback-key-1', lan: 'ru', region: 1 },
    );
    expect(placed).toMatchObject({ kind: 'placed', ordersCount: 1 });
  });
});
