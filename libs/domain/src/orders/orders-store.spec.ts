import { fakeApi } from '../testing';
import { acceptOrderMinimum, OrdersStore } from './orders-store';

describe('orders', () => {
  it('accepts the order minimum only above 0', () => {
    expect(acceptOrderMinimum(30_000)).toBe(30_000);
    expect(acceptOrderMinimum(0)).toBeNull();
    expect(acceptOrderMinimum(-5)).toBeNull();
    expect(acceptOrderMinimum('30000')).toBeNull();
  });

  it('keeps the previous minimum when the server answers 0', async () => {
    let min = 25_000;
    const store = new OrdersStore(fakeApi({ getOrderMinimum: async () => min }));
    await store.loadMinimum();
    min = 0;
    await store.loadMinimum();
    expect(store.minimum).toBe(25_000);
  });

  it('the success dialog opens when the new order id is above 0 and closes when reset to 0', () => {
    const store = new OrdersStore(fakeApi());
    expect(store.successDialogOpen).toBe(false);
    store.orderPlaced(12, 4);
    expect(store.successDialogOpen).toBe(true);
    expect(store.ordersCount).toBe(4);
    store.closeSuccessDialog();
    expect(store.successDialogOpen).toBe(false);
  });
});
