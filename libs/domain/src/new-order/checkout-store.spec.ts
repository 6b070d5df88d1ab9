import type { PlaceOrderBody, PlaceOrderDto } from '@gopharm/api-client';
import { createRootStore, type RootStoreOptions } from '../root/root-store';
import { checkoutOf } from './checkout-store';
import { orderHistoryOf } from '../orders/order-history-store';
import { prescriptionsOf } from '../prescriptions/prescriptions-store';
import { drugDto, failsWith, fakeApi, recordingNavigation, userDto } from '../testing';

function setup(calls: Parameters<typeof fakeApi>[0] = {}, options: Partial<RootStoreOptions> = {}) {
  const navigation = recordingNavigation('/order-process');
  const root = createRootStore({
    locale: 'ru',
    api: fakeApi(calls),
    navigation,
    newId: () => 'key-1',
    ...options,
  });
  return { root, navigation, cart: root.newOrder, checkout: checkoutOf(root) };
}

const nurofen = drugDto({ id: 1, price: 12_500, max_count: 5 });
const aspirin = drugDto({ id: 2, price: 3_000 });

describe('cart check', () => {
  it('cart check updates prices, max_count and stock from the server', async () => {
    const checkCart = jest.fn(async () => ({
      status: 1,
      msg: '',
      drugs: [{ drug_id: 1, price: 13_000, max_count: 3, is_count_exist: false }],
      delivery: { distance_km: 4, express: 8_000, standard: 0 as const },
      cashback_percent: 2,
    }));
    const { cart, checkout } = setup({ checkCart });
    cart.setQuantity(nurofen, 2);
    checkout.updateDraft({ location: { lat: 41.3, lng: 69.2 } });
    await checkout.check();
    expect(checkCart).toHaveBeenCalledWith({
      drugs: [{ drug_id: 1, qty: 2 }],
      type: 'shipping',
      location: { lat: 41.3, lng: 69.2 },
    });
    expect(cart.lines[0]).toMatchObject({ price: 13_000, max_count: 3, is_count_exist: false });
    expect(cart.total).toBe(26_000);
    expect(checkout.delivery).toEqual({ distance_km: 4, express: 8_000, standard: 0 });
  });

  it('knows what the cart earns back once the check tells the rate, rounded down like the server', async () => {
    const checkCart = jest.fn(async () => ({
      status: 1,
      msg: '',
      drugs: [{ drug_id: 1, price: 12_345, max_count: 3, is_count_exist: true }],
      cashback_percent: 2,
    }));
    const { cart, checkout } = setup({ checkCart });
    cart.setQuantity(nurofen, 1);
    expect(checkout.cashback).toBeNull();
    await checkout.check();
    expect(checkout.cashback).toBe(246);
    cart.setQuantity(nurofen, 3);
    expect(checkout.cashback).toBe(740);
  });

  it('ignores a cashback rate outside 0 to 100', async () => {
    const { cart, checkout } = setup({
      checkCart: async () => ({ status: 1, msg: '', drugs: [], cashback_percent: 250 }),
    });
    cart.setQuantity(nurofen, 1);
    await checkout.check();
    expect(checkout.cashback).toBeNull();
  });

  it('cart check of an empty cart or a failed check changes nothing', async () => {
    const { cart, checkout } = setup({ checkCart: failsWith(500, 'Network Error') });
    await expect(checkout.check()).resolves.toEqual({ ok: true, data: null });
    cart.setQuantity(nurofen, 1);
    await expect(checkout.check()).resolves.toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'Network Error' }),
    });
    expect(cart.lines[0].price).toBe(12_500);
  });
});

describe('order placement', () => {
  function ordering(answer: PlaceOrderDto | false | (() => never), options: Partial<RootStoreOptions> = {}) {
    const placeOrder = jest.fn(async (_body: PlaceOrderBody) =>
      typeof answer === 'function' ? answer() : answer,
    );
    const ctx = setup({ placeOrder }, options);
    ctx.root.auth.user = { token: 't', user: userDto() };
    ctx.cart.setQuantity(nurofen, 2);
    ctx.checkout.updateDraft({ type: 'pickup', store_id: 9 });
    return { ...ctx, placeOrder };
  }

  it('success empties the cart, clears the selected order, stores the order id and count, and goes to /profile/orders', async () => {
    const { root, cart, checkout, navigation } = ordering({
      status: 1,
      msg: 'ok',
      order_id: 77,
      orders_count: 3,
    });
    orderHistoryOf(root).selected = { id: 5 } as never;
    await expect(checkout.place()).resolves.toEqual({ ok: true, orderId: 77 });
    expect(cart.lines).toEqual([]);
    expect(orderHistoryOf(root).selected).toBeNull();
    expect(root.orders.newOrderId).toBe(77);
    expect(root.orders.successDialogOpen).toBe(true);
    expect(root.orders.ordersCount).toBe(3);
    expect(navigation.visits).toEqual(['/profile/orders']);
  });

  it('goes to /uz/profile/orders in Uzbek', async () => {
    const { checkout, navigation } = ordering(
      { status: 1, msg: 'Order placed', order_id: 1, orders_count: 1 },
      { locale: 'uz' },
    );
    await checkout.place();
    expect(navigation.visits).toEqual(['/uz/profile/orders']);
  });

  it('a location error comes back to the caller with its first item, and the cart stays', async () => {
    const { cart, checkout, navigation } = ordering({
      status: 0,
      code: 'no_delivery',
      msg: '',
      location: ['We do not deliver to this address yet', 'second'],
    });
    await expect(checkout.place()).resolves.toEqual({
      ok: false,
      error: 'location',
      refusal: { key: 'refusal.noDelivery' },
    });
    const unknown = ordering({ status: 0, msg: '', location: ['Адрес вне зоны доставки'] });
    await expect(unknown.checkout.place()).resolves.toMatchObject({ refusal: { key: 'refusal.address' } });
    expect(cart.lineCount).toBe(1);
    expect(navigation.visits).toEqual([]);
  });

  it('a store_id error comes back as store_error', async () => {
    const { cart, checkout } = ordering({ status: 0, msg: '', store_id: ['not every line'] });
    await expect(checkout.place()).resolves.toEqual({ ok: false, error: 'store_error' });
    expect(cart.lineCount).toBe(1);
  });

  it('status 0 with msg comes back to the caller', async () => {
    const { checkout, root } = ordering({ status: 0, code: 'minimum_order', msg: 'Minimum order amount' });
    await expect(checkout.place()).resolves.toEqual({
      ok: false,
      error: 'message',
      refusal: { key: 'errors.minimumOrder' },
    });
    expect(root.orders.newOrderId).toBe(0);
  });

  it('a failed request yields request_failed: the cart and the user stay', async () => {
    const { cart, checkout, root, navigation } = ordering(false);
    await expect(checkout.place()).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(cart.lineCount).toBe(1);
    expect(root.auth.token).toBe('t');
    expect(navigation.visits).toEqual([]);
  });

  it('any exception signs out and goes to /auth', async () => {
    const logger = { error: jest.fn() };
    const { checkout, root, navigation } = ordering(
      () => {
        throw new Error('boom');
      },
      { logger },
    );
    await expect(checkout.place()).resolves.toEqual({ ok: false, error: 'exception' });
    expect(root.auth.user).toBeNull();
    expect(navigation.visits).toEqual(['/auth']);
    expect(logger.error).toHaveBeenCalled();
    expect(checkout.placing).toBe(false);
  });

  it('sends nothing for an empty cart or without a delivery type', async () => {
    const { checkout, placeOrder } = ordering({ status: 1, msg: 'Order placed', order_id: 1 });
    checkout.updateDraft({ type: null });
    await expect(checkout.place()).resolves.toEqual({ ok: false, error: 'incomplete' });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('sends no card for a new card: it is typed on the provider page, where the shopper goes next', async () => {
    const checkoutOrder = jest.fn(async () => ({
      status: 1 as const,
      msg: '',
      paid: false,
      redirect_url: '/api/dev/pay/77?amount=2500000',
    }));
    const placeOrder = jest.fn(async (_body: PlaceOrderBody) => ({
      status: 1,
      msg: 'ok',
      order_id: 77,
      orders_count: 3,
    }));
    const { root, cart, checkout, navigation } = setup({ placeOrder, checkoutOrder }, { locale: 'uz' });
    root.auth.user = { token: 't', user: userDto() };
    cart.setQuantity(nurofen, 2);
    checkout.updateDraft({ type: 'pickup', store_id: 9, payment_type: 2, card_id: null });
    await expect(checkout.place()).resolves.toEqual({ ok: true, orderId: 77 });
    expect(placeOrder.mock.calls[0][0]).toMatchObject({ payment_type: 2 });
    for (const field of ['card_id', 'card_number', 'card_expiry']) {
      expect(placeOrder.mock.calls[0][0]).not.toHaveProperty(field);
    }
    expect(checkoutOrder).toHaveBeenCalledWith({
      order_id: 77,
      cash_pay: false,
      return_path: '/uz/order-detail?id=77&placed=1',
    });
    expect(navigation.left).toEqual(['/api/dev/pay/77?amount=2500000']);
    expect(navigation.visits).toEqual([]);
  });

  it("goes to the order's page when the provider page cannot be had: it offers paying again", async () => {
    const checkoutOrder = jest.fn(async () => false as const);
    const placeOrder = jest.fn(async () => ({ status: 1, msg: 'ok', order_id: 78, orders_count: 4 }));
    const { root, cart, checkout, navigation } = setup({ placeOrder, checkoutOrder });
    root.auth.user = { token: 't', user: userDto() };
    cart.setQuantity(nurofen, 2);
    checkout.updateDraft({ type: 'pickup', store_id: 9, payment_type: 2, card_id: null });
    await expect(checkout.place()).resolves.toEqual({ ok: true, orderId: 78 });
    expect(navigation.left).toEqual([]);
    expect(navigation.visits).toEqual(['/order-detail?id=78']);
  });

  it('sends the chosen prescription with a prescription medicine in the cart, and only then', async () => {
    const { cart, checkout, placeOrder } = ordering({ status: 0, msg: 'x' });
    checkout.updateDraft({ prescription_id: 12 });
    expect(checkout.needsPrescription).toBe(false);
    await checkout.place();
    expect(placeOrder.mock.calls[0][0]).not.toHaveProperty('prescription_id');
    cart.setQuantity(drugDto({ id: 6, price: 40_000, is_recept: true }), 1);
    expect(checkout.needsPrescription).toBe(true);
    await checkout.place();
    expect(placeOrder.mock.calls[1][0]).toMatchObject({ prescription_id: 12 });
  });

  it('keeps the pick-up pharmacy for the next order and tells the success dialog where and with what', async () => {
    const placeOrder = jest.fn(async () => ({ status: 1, msg: 'ok', order_id: 80, orders_count: 2 }));
    const { root, cart, checkout } = setup({ placeOrder });
    root.auth.user = { token: 't', user: userDto() };
    cart.setQuantity(drugDto({ id: 6, price: 40_000, is_recept: true }), 1);
    checkout.updateDraft({ type: 'pickup', store_id: 9, prescription_id: 12 });
    await expect(checkout.place()).resolves.toEqual({ ok: true, orderId: 80 });
    expect(root.orders.placed).toEqual({ type: 'pickup', storeId: 9, withPrescription: true });
    // The prescription was this order's; the pharmacy is where the shopper picks up.
    expect(checkout.draft).toMatchObject({ type: 'pickup', store_id: 9, prescription_id: null });
  });

  it("repeats an order as it was: today's goods, its pick-up pharmacy and its prescription", async () => {
    const getDrugs = jest.fn(async () => ({
      results: [
        drugDto({ id: 6, price: 41_000, is_recept: true }),
        drugDto({ id: 7, price: 5_000, is_count_exist: false }),
      ],
      count: 2,
    }));
    const { cart, checkout } = setup({ getDrugs } as never);
    checkout.updateDraft({ type: 'shipping', shipping_time: 'express', prescription_id: null });
    const order = {
      type: 'pickup',
      store: { id: 11 },
      prescription_id: 5,
      items: [
        { drug_id: 6, name: 'Амоксиклав', qty: 2, price: 40_000 },
        { drug_id: 7, name: 'Снятый с продажи', qty: 1, price: 5_000 },
      ],
    } as never;
    await expect(checkout.repeat(order)).resolves.toEqual({
      ok: true,
      data: { missing: ['Снятый с продажи'] },
    });
    expect(cart.lines.map((line) => `${line.drug}×${line.qty} ${line.price}`)).toEqual(['6×2 41000']);
    expect(checkout.draft).toMatchObject({
      type: 'pickup',
      shipping_time: null,
      store_id: 11,
      prescription_id: 5,
    });
    expect(getDrugs).toHaveBeenCalledWith({ ids: [6, 7], per_page: 60 });
  });

  it('repeats a courier order without choosing a pharmacy, and fails as the call fails', async () => {
    const { cart, checkout } = setup({ getDrugs: failsWith(500, 'Server') } as never);
    const order = { type: 'shipping', store: null, prescription_id: null, items: [{ drug_id: 6 }] } as never;
    const result = await checkout.repeat(order);
    expect(result.ok).toBe(false);
    expect(cart.lines).toEqual([]);
    expect(checkout.draft).toMatchObject({ type: null, store_id: null });
  });

  it('tells a refusal for a missing prescription in the dictionaries once the prescriptions are in use', async () => {
    const { cart, checkout, root } = ordering({
      status: 0,
      code: 'prescription_needed',
      msg: 'A prescription is needed for a prescription medicine in the cart',
    });
    // The checkout with a prescription medicine uses them (its screen's code knows their messages).
    prescriptionsOf(root, fakeApi() as never);
    await expect(checkout.place()).resolves.toEqual({
      ok: false,
      error: 'message',
      refusal: { key: 'refusal.prescriptionNeeded' },
    });
    expect(cart.lines).toHaveLength(1);
  });

  it('sends a saved card by id, never its number', async () => {
    const { checkout, placeOrder } = ordering({ status: 0, msg: 'x' });
    checkout.updateDraft({ payment_type: 2, card_id: 3 });
    await checkout.place();
    const body = placeOrder.mock.calls[0][0];
    expect(body.card_id).toBe(3);
    expect(body).not.toHaveProperty('card_number');
    expect(body).not.toHaveProperty('card_expiry');
  });

  it('sends no card at all for cash', async () => {
    const { checkout, placeOrder } = ordering({ status: 0, msg: 'x' });
    await checkout.place();
    const body = placeOrder.mock.calls[0][0];
    expect(body.payment_type).toBe(1);
    expect(body).not.toHaveProperty('card_number');
    expect(body).not.toHaveProperty('card_id');
  });

  it('sends the device, mobile or desktop, from the browser', async () => {
    const { checkout, placeOrder } = ordering({ status: 0, msg: 'x' }, { device: () => 'mobile' });
    await checkout.place();
    expect(placeOrder.mock.calls[0][0].device).toBe('mobile');
  });

  it('sends the shipping address and location for courier delivery', async () => {
    const { checkout, placeOrder } = ordering({ status: 0, msg: 'x' });
    checkout.updateDraft({
      type: 'shipping',
      shipping_time: 'express',
      location: { lat: 41.3, lng: 69.2 },
      address: 'Амира Темура',
      house: '1',
      address_description: 'у входа',
      comment: 'позвонить',
      promo_code: 'SALE',
    });
    await checkout.place();
    expect(placeOrder.mock.calls[0][0]).toMatchObject({
      type: 'shipping',
      shipping_time: 'express',
      location: { lat: 41.3, lng: 69.2 },
      address: 'Амира Темура',
      house: '1',
      additional_address: 'у входа',
      comment: 'позвонить',
      promo_code: 'SALE',
      drugs: [{ drug_id: 1, qty: 2 }],
    });
    expect(placeOrder.mock.calls[0][0]).not.toHaveProperty('store_id');
  });

  it('reuses the idempotency key for a repeated attempt of the same cart, and takes a new one after a change', async () => {
    let n = 0;
    const { cart, checkout, placeOrder } = ordering({ status: 0, msg: 'x' }, { newId: () => `key-${++n}` });
    await checkout.place();
    await checkout.place();
    cart.setQuantity(aspirin, 1);
    await checkout.place();
    expect(placeOrder.mock.calls.map((call) => call[0].idempotency_key)).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
