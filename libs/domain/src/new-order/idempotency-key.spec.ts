/**
 * @jest-environment jsdom
 */
import type { PlaceOrderBody } from '@gopharm/api-client';
import { TextDecoder, TextEncoder } from 'node:util';
import { randomId } from '../ports/random-id';
import type { createRootStore as CreateRootStore } from '../root/root-store';
import type { checkoutOf as CheckoutOf } from './checkout-store';
import type * as Testing from '../testing';

// jsdom lacks the encoders ky needs at import: the root store and the fakes are loaded once they are in place.
Object.assign(globalThis, { TextEncoder, TextDecoder });
let createRootStore: typeof CreateRootStore;
let checkoutOf: typeof CheckoutOf;
let drugDto: typeof Testing.drugDto;
let fakeApi: typeof Testing.fakeApi;
let recordingNavigation: typeof Testing.recordingNavigation;
let userDto: typeof Testing.userDto;
beforeAll(async () => {
  ({ createRootStore } = await import('../root/root-store'));
  ({ checkoutOf } = await import('./checkout-store'));
  ({ drugDto, fakeApi, recordingNavigation, userDto } = await import('../testing'));
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the idempotency key of an order on a plain-HTTP page', () => {
  const randomUUID = globalThis.crypto.randomUUID;
  beforeEach(() => {
    // What a browser has outside a secure context (http://…): getRandomValues, no randomUUID.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
  });

  it('is a random UUID made without crypto.randomUUID', () => {
    expect(typeof globalThis.crypto.randomUUID).toBe('undefined');
    const first = randomId();
    expect(first).toMatch(UUID_V4);
    expect(randomId()).not.toBe(first);
  });

  it('lets the shopper order and stay signed in', async () => {
    const sent: PlaceOrderBody[] = [];
    const navigation = recordingNavigation('/order-process');
    const root = createRootStore({
      locale: 'ru',
      navigation,
      api: fakeApi({
        placeOrder: async (body) => {
          sent.push(body);
          return { status: 1, msg: 'Order placed', order_id: 7, orders_count: 1 };
        },
      }),
    });
    root.auth.user = { token: 't', user: userDto() };
    root.newOrder.setQuantity(drugDto({ id: 1 }), 1);
    const checkout = checkoutOf(root);
    checkout.updateDraft({ type: 'pickup', store_id: 3 });
    await expect(checkout.place()).resolves.toEqual({ ok: true, orderId: 7 });
    expect(sent[0].idempotency_key).toMatch(UUID_V4);
    expect(root.auth.isSignedIn).toBe(true);
    expect(navigation.visits).toEqual(['/profile/orders']);
  });
});
