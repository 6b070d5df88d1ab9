import { setLineQuantity } from '../new-order/cart-edits';
import { checkoutOf } from '../new-order/checkout-store';
import { createRootStore } from '../root/root-store';
import { resetForSavedRegion } from '../region/region-picker';
import { drugDto, fakeApi, memoryStorage, userDto } from '../testing';
import { STORAGE_EXPIRY_MS } from '@gopharm/util';
import type { RootSnapshot } from '../root/snapshot';
import { STORAGE_VERSION } from './persist';

const stored = (value: object, expiresAt = Date.now() + 1000, version = STORAGE_VERSION) =>
  JSON.stringify({ ...value, __mps__: { expireInTimestamp: expiresAt, version } });

const line = { drug: 1, qty: 2, price: 5000, name: 'Аспирин', slug: 'aspirin' };

function rootWith(storage: ReturnType<typeof memoryStorage>, logger = { error: jest.fn() }) {
  return createRootStore({ locale: 'ru', api: fakeApi(), storage, logger });
}

describe('persistence', () => {
  afterEach(() => jest.useRealTimers());

  it('restores the cart, the user, the region, favourites, recently viewed and the orders count', async () => {
    const storage = memoryStorage({
      newOrder: stored({ lines: [line] }),
      checkout: stored({ draft: { type: 'pickup', store_id: 9, payment_type: 2 } }),
      auth: stored({ user: { token: 'tok', user: userDto() }, afterAuthUrl: '/cart' }),
      region: stored({
        current: { id: 2, name: 'Самарканд', childs: [], district: { id: 21, name: 'Ургут' } },
      }),
      favorites: stored({ ids: [3, 4] }),
      userLastDrugs: stored({ items: [{ id: 5, slug: 's', name: 'n', price: 1 }] }),
      orders: stored({ ordersCount: 6 }),
    });
    const root = rootWith(storage);
    await root.ready;
    expect(root.newOrder.lines).toEqual([line]);
    // The checkout's, once a screen makes it.
    const checkout = checkoutOf(root);
    await checkout.ready;
    expect(checkout.draft).toMatchObject({ type: 'pickup', store_id: 9, payment_type: 2 });
    expect(root.auth.token).toBe('tok');
    // The page sign-in returned to on an earlier visit is none to return to now.
    expect(root.auth.afterAuthUrl).toBeNull();
    expect(root.region.effectiveId).toBe(21);
    expect(root.favorites.ids).toEqual([3, 4]);
    expect(root.userLastDrugs.items.map((item) => item.id)).toEqual([5]);
    expect(root.orders.ordersCount).toBe(6);
    root.dispose();
  });

  it('keeps the current value when the stored one is equal, so nothing that shows it renders again', async () => {
    const storage = memoryStorage({
      newOrder: stored({ lines: [] }),
      favorites: stored({ ids: [] }),
      userLastDrugs: stored({ items: [] }),
    });
    const root = rootWith(storage);
    const before = [root.newOrder.lines, root.favorites.ids, root.userLastDrugs.items];
    await root.ready;
    expect([root.newOrder.lines, root.favorites.ids, root.userLastDrugs.items]).toEqual(before);
    before.forEach((value, index) =>
      expect([root.newOrder.lines, root.favorites.ids, root.userLastDrugs.items][index]).toBe(value),
    );
    root.dispose();
  });

  it('joins the stored cart and favourites with what changed before they were read, never replacing it', async () => {
    const storage = memoryStorage({
      newOrder: stored({ lines: [line, { ...line, drug: 2, name: 'Но-шпа', qty: 1 }] }),
      favorites: stored({ ids: [3, 4] }),
    });
    const root = createRootStore({ locale: 'ru', api: fakeApi(), storage, deferPersistence: true });
    // Taps held while the app started, repeated before the read: a new drug, a new quantity of a stored one.
    root.newOrder.setQuantity(drugDto({ id: 7, name: 'Цитрамон' }), 1);
    root.newOrder.setQuantity(drugDto({ id: 2, name: 'Но-шпа' }), 3);
    root.favorites.toggle(drugDto({ id: 9 }));
    await root.startPersistence();
    expect(root.newOrder.lines.map(({ drug, qty }) => ({ drug, qty }))).toEqual([
      { drug: 2, qty: 3 },
      { drug: 7, qty: 1 },
      { drug: 1, qty: 2 },
    ]);
    expect(root.favorites.ids).toEqual([9, 3, 4]);
    root.dispose();
  });

  it('replaces the server’s cart (from its cookie) with the stored one, but for a line changed before the read', async () => {
    const storage = memoryStorage({
      newOrder: stored({
        lines: [
          { ...line, at: 1 },
          { ...line, drug: 2, name: 'Но-шпа', qty: 4, at: 2 },
        ],
      }),
    });
    // The cart page hydrated from the snapshot: the cookie's lines, with the server's fresh copies of the drugs.
    const root = createRootStore({
      locale: 'ru',
      api: fakeApi(),
      storage,
      deferPersistence: true,
      snapshot: {
        version: 1,
        locale: 'ru',
        cart: [
          { ...line, qty: 2, price: 5500 },
          { ...line, drug: 2, name: 'Но-шпа', qty: 1 },
          { ...line, drug: 3, name: 'Уже удалён', qty: 1 },
        ],
      } as RootSnapshot,
    });
    expect(root.newOrder.lines.map(({ drug, qty }) => ({ drug, qty }))).toEqual([
      { drug: 1, qty: 2 },
      { drug: 2, qty: 1 },
      { drug: 3, qty: 1 },
    ]);
    // A number typed into the server's counter before the app started, handed over at hydration.
    setLineQuantity(root.newOrder, 1, 5);
    await root.startPersistence();
    expect(root.newOrder.lines.map(({ drug, qty }) => ({ drug, qty }))).toEqual([
      { drug: 1, qty: 5 },
      { drug: 2, qty: 4 },
    ]);
    root.dispose();
  });

  it('joins the stored checkout draft under what was chosen or typed before it was read, field by field', async () => {
    const courier = {
      type: 'shipping',
      shipping_time: 'express',
      address: 'Амира Темура',
      house: '7',
      comment: 'Позвонить заранее',
      payment_type: 2,
    };
    const storage = memoryStorage({
      newOrder: stored({ lines: [line] }),
      checkout: stored({ draft: courier }),
    });
    // The checkout hydrated from the server's HTML: pick-up chosen, a comment typed (and one typed then cleared),
    // before the stored draft arrived.
    const root = createRootStore({ locale: 'ru', api: fakeApi(), storage, deferPersistence: true });
    const checkout = checkoutOf(root);
    checkout.updateDraft({ type: 'pickup', shipping_time: null });
    checkout.updateDraft({ comment: 'Домофон не работает' });
    checkout.updateDraft({ payment_type: 1 });
    await root.startPersistence();
    await checkout.ready;
    expect(checkout.draft).toMatchObject({
      type: 'pickup',
      shipping_time: null,
      comment: 'Домофон не работает',
      // A field set back to its default is still the shopper's.
      payment_type: 1,
      // Untouched: the stored draft's.
      address: 'Амира Темура',
      house: '7',
    });
    // Written back as joined, and from then on every change as usual (nothing is held over later reads).
    expect(JSON.parse(storage.data.get('checkout') ?? '{}').draft).toMatchObject({
      type: 'pickup',
      comment: 'Домофон не работает',
      address: 'Амира Темура',
    });
    checkout.updateDraft({ comment: '' });
    expect(JSON.parse(storage.data.get('checkout') ?? '{}').draft.comment).toBe('');
    root.dispose();

    // Nothing touched before the read: the stored courier draft stands whole.
    const untouched = createRootStore({
      locale: 'ru',
      api: fakeApi(),
      storage: memoryStorage({ checkout: stored({ draft: courier }) }),
      deferPersistence: true,
    });
    const untouchedCheckout = checkoutOf(untouched);
    await untouched.startPersistence();
    await untouchedCheckout.ready;
    expect(untouchedCheckout.draft).toMatchObject(courier);
    untouched.dispose();
  });

  it('moves the draft kept in the cart’s entry (before the checkout’s code left the first load) to its own, once', async () => {
    const draft = { type: 'pickup', store_id: 9, comment: 'Позвонить заранее' };
    const expiresAt = Date.now() + 5000;
    const storage = memoryStorage({ newOrder: stored({ lines: [line], draft, unsaved: [] }, expiresAt) });
    const root = rootWith(storage);
    await root.ready;
    // The stored cart and draft both outlive the upgrade; the draft keeps the cart entry's expiry.
    expect(root.newOrder.lines).toEqual([line]);
    expect(JSON.parse(storage.data.get('newOrder') ?? '{}')).not.toHaveProperty('draft');
    expect(JSON.parse(storage.data.get('checkout') ?? '{}')).toEqual(
      JSON.parse(stored({ draft }, expiresAt)),
    );
    const checkout = checkoutOf(root);
    await checkout.ready;
    expect(checkout.draft).toMatchObject(draft);
    root.dispose();

    // A draft of its own already kept is the newer one: an old draft still in the cart's entry does not replace it.
    const newer = { type: 'shipping', address: 'Амира Темура' };
    const both = memoryStorage({
      newOrder: stored({ lines: [line], draft }),
      checkout: stored({ draft: newer }),
    });
    const again = rootWith(both);
    await again.ready;
    const kept = checkoutOf(again);
    await kept.ready;
    expect(kept.draft).toMatchObject(newer);
    expect(JSON.parse(both.data.get('newOrder') ?? '{}')).not.toHaveProperty('draft');
    again.dispose();
  });

  it('a region saved forgets the stored draft, its checkout opened or not', async () => {
    const storage = memoryStorage({ checkout: stored({ draft: { type: 'pickup', store_id: 9 } }) });
    const root = rootWith(storage);
    await root.ready;
    await resetForSavedRegion(root);
    expect(storage.data.has('checkout')).toBe(false);
    const checkout = checkoutOf(root);
    await checkout.ready;
    expect(checkout.draft.type).toBeNull();
    root.dispose();
  });

  it('writes entries that expire after 30 days', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const storage = memoryStorage();
    const root = rootWith(storage);
    await root.ready;
    root.newOrder.setQuantity(drugDto({ id: 1 }), 1);
    const entry = JSON.parse(storage.data.get('newOrder') ?? '{}');
    expect(entry.__mps__).toEqual({
      expireInTimestamp: new Date('2026-11-21T10:00:00Z').getTime() + STORAGE_EXPIRY_MS,
      version: STORAGE_VERSION,
    });
    expect(STORAGE_EXPIRY_MS).toBe(2_592_000_000);
    root.dispose();
  });

  it('entries expire after 30 days and are then deleted', async () => {
    const storage = memoryStorage({ newOrder: stored({ lines: [line] }, Date.now() - 1) });
    const root = rootWith(storage);
    await root.ready;
    expect(root.newOrder.lines).toEqual([]);
    root.dispose();
  });

  it('old-format data (no or another version) starts clean', async () => {
    const storage = memoryStorage({
      newOrder: JSON.stringify({ lines: [line] }),
      auth: stored({ user: { token: 'tok', user: userDto() } }, Date.now() + 1000, STORAGE_VERSION + 1),
    });
    const root = rootWith(storage);
    await root.ready;
    expect(root.newOrder.lines).toEqual([]);
    expect(root.auth.user).toBeNull();
    root.dispose();
  });

  it('corrupted data starts clean without crashing', async () => {
    const storage = memoryStorage({
      newOrder: '{not json',
      auth: '"just a string"',
      region: stored({ current: { id: 'x' } }),
      favorites: stored({ ids: 'nope' }),
      orders: stored({ ordersCount: 'many' }),
      userLastDrugs: stored({ items: [null, { id: 1 }, { id: 2, slug: 's', name: 'n', price: 1 }] }),
    });
    const logger = { error: jest.fn() };
    const root = rootWith(storage, logger);
    await root.ready;
    expect(root.newOrder.lines).toEqual([]);
    expect(root.auth.user).toBeNull();
    expect(root.region.current.id).toBe(1);
    expect(root.favorites.ids).toEqual([]);
    expect(root.orders.ordersCount).toBe(0);
    expect(root.userLastDrugs.items.map((item) => item.id)).toEqual([2]);
    expect(logger.error).toHaveBeenCalled();
    root.dispose();
  });

  it('drops malformed cart lines and keeps the good ones', async () => {
    const storage = memoryStorage({
      newOrder: stored({
        lines: [line, { drug: 2, qty: -1, price: 1, name: 'x' }, { drug: 3 }],
        draft: 'bad',
      }),
    });
    const root = rootWith(storage);
    await root.ready;
    expect(root.newOrder.lines).toEqual([line]);
    const checkout = checkoutOf(root);
    await checkout.ready;
    expect(checkout.draft.type).toBeNull();
    root.dispose();
  });

  it('a storage that throws (private mode, quota) does not break the store', async () => {
    const logger = { error: jest.fn() };
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const root = createRootStore({ locale: 'ru', api: fakeApi(), storage: broken, logger });
    await root.ready;
    root.newOrder.setQuantity(drugDto({ id: 1 }), 1);
    await Promise.resolve();
    expect(root.newOrder.lineCount).toBe(1);
    expect(logger.error).toHaveBeenCalledWith('storage read failed', expect.any(Error));
    root.dispose();
  });

  it('a second tree does not stop the first one persisting (no module-level registry)', async () => {
    const storage = memoryStorage();
    const a = rootWith(storage);
    const b = rootWith(memoryStorage());
    await Promise.all([a.ready, b.ready]);
    a.newOrder.setQuantity(drugDto({ id: 1 }), 1);
    expect(JSON.parse(storage.data.get('newOrder') ?? '{}').lines).toHaveLength(1);
    a.dispose();
    b.dispose();
  });
});
