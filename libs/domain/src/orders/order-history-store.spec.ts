import { fakeApi } from '../testing';
import { canPayOnline, OrderHistoryStore } from './order-history-store';

describe('order history', () => {
  it('loads pages of the history, one order and its payment data, and pays', async () => {
    const store = new OrderHistoryStore(
      fakeApi({
        getOrders: async (page?: number) => [{ id: page ?? 1 } as never],
        getOrder: async (id: number) => ({ id }) as never,
        getOrderPayment: async (id: number) => ({ order_id: id, total: 100 }) as never,
        payOrder: async () => ({ status: 0, code: 'payment_failed', msg: 'Payment failed' }),
      }),
    );
    await store.load();
    await store.load(2);
    expect(store.list.map((o) => o.id)).toEqual([1, 2]);
    await store.select(5);
    expect(store.selected?.id).toBe(5);
    await store.loadPayment(5);
    expect(store.payment?.order_id).toBe(5);
    await expect(store.pay({ order_id: 5, payment_type: 2, cash_pay: false })).resolves.toEqual({
      ok: false,
      error: { key: 'errors.paymentFailed' },
    });
    store.reset();
    expect(store.list).toEqual([]);
    expect(store.selected).toBeNull();
  });

  it('after a payment reads the payment data and the shown order again, so both read paid', async () => {
    let paid = false;
    const store = new OrderHistoryStore(
      fakeApi({
        getOrders: async () => [{ id: 7, is_paid: paid } as never],
        getOrder: async (id: number) => ({ id, is_paid: paid }) as never,
        getOrderPayment: async (id: number) => ({ order_id: id, is_user_pay: paid }) as never,
        payOrder: async () => {
          paid = true;
          return { status: 1, msg: 'Paid' };
        },
      }),
    );
    await store.load();
    await store.select(7);
    await store.loadPayment(7);
    expect(store.payment?.is_user_pay).toBe(false);
    await expect(store.pay({ order_id: 7, payment_type: 2, cash_pay: false, card_id: 1 })).resolves.toEqual({
      ok: true,
    });
    expect(store.payment?.is_user_pay).toBe(true);
    expect(store.selected?.is_paid).toBe(true);
    expect(store.list[0]?.is_paid).toBe(true);
  });

  it('offers online payment only for an unpaid card order that stands', () => {
    expect(canPayOnline({ is_paid: false, payment_type: 2, status: 'pending' })).toBe(true);
    expect(canPayOnline({ is_paid: true, payment_type: 2, status: 'pending' })).toBe(false);
    expect(canPayOnline({ is_paid: false, payment_type: 1, status: 'pending' })).toBe(false);
    expect(canPayOnline({ is_paid: false, payment_type: 2, status: 'cancelled_by_user' })).toBe(false);
  });

  it("cancels an order: the answer's order replaces it on its page and in the history; a refusal says why", async () => {
    const cancelled = { id: 7, status: 'cancelled_by_user' };
    const cancelOrder = jest
      .fn()
      .mockResolvedValueOnce({ status: 1, msg: 'Cancelled', order: cancelled })
      .mockResolvedValueOnce({ status: 0, code: 'order_not_cancellable', msg: 'x' });
    const store = new OrderHistoryStore(fakeApi({ cancelOrder }));
    store.list = [
      { id: 7, status: 'pending' },
      { id: 8, status: 'pending' },
    ] as never;
    store.selected = { id: 7, status: 'pending' } as never;
    await expect(store.cancel(7)).resolves.toEqual({ ok: true });
    expect(store.selected).toEqual(cancelled);
    expect(store.list.map((order) => order.status)).toEqual(['cancelled_by_user', 'pending']);
    await expect(store.cancel(8)).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.orderNotCancellable' },
    });
    expect(store.list[1].status).toBe('pending');
  });

  it('marks a failed history load', async () => {
    const store = new OrderHistoryStore(fakeApi());
    await store.load();
    expect(store.state).toBe('error');
    await expect(store.pay({ order_id: 1, payment_type: 1, cash_pay: false })).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
  });
});
