import { clearCart } from './cart-edits';
import { runInAction } from 'mobx';
import { createRootStore } from '../root/root-store';
import { drugDto, fakeApi, memoryStorage, userDto } from '../testing';
import { mirrorCartInCookie } from './cart-cookie-mirror';

describe('mirrorCartInCookie', () => {
  it('writes the cart’s cookie once storage is read, then on every change', async () => {
    const storage = memoryStorage();
    const written: [string, string][] = [];
    const cookies = {
      get: () => undefined,
      set: (name: string, value: string) => void written.push([name, value]),
    };
    const cartWritten = { at: (index: number) => written.filter(([name]) => name === 'gp_cart').at(index) };
    const first = createRootStore({ locale: 'ru', api: fakeApi(), storage, deferPersistence: true });
    const mirrored = mirrorCartInCookie(first, cookies);
    first.newOrder.setQuantity(drugDto({ id: 7, max_count: 5 }), 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A tap before storage is read writes no cookie: the stored cart is not known yet.
    expect(written).toEqual([]);
    await first.startPersistence();
    const stop = await mirrored;
    expect(cartWritten.at(-1)).toEqual(['gp_cart', '7x2']);
    first.newOrder.setQuantity(drugDto({ id: 9, max_count: 5 }), 3);
    expect(cartWritten.at(-1)).toEqual(['gp_cart', '9x3.7x2']);
    clearCart(first.newOrder);
    expect(cartWritten.at(-1)).toEqual(['gp_cart', '']);
    first.newOrder.setQuantity(drugDto({ id: 4, max_count: 5 }), 1);
    stop();
    first.dispose();
    await new Promise((resolve) => setTimeout(resolve, 10));

    // The next visit writes the stored cart's cookie as soon as it reads it (a cart kept before the cookie existed).
    written.length = 0;
    const next = createRootStore({ locale: 'ru', api: fakeApi(), storage });
    (await mirrorCartInCookie(next, cookies))();
    expect(written).toEqual([
      ['gp_cart', '4x1'],
      ['gp_signed_in', ''],
    ]);
    next.dispose();
  });

  it('writes whether the shopper is signed in once storage is read, then on every change (never the token)', async () => {
    const storage = memoryStorage();
    const written: [string, string][] = [];
    const cookies = {
      get: () => undefined,
      set: (name: string, value: string) => void written.push([name, value]),
    };
    const root = createRootStore({ locale: 'ru', api: fakeApi(), storage });
    const stop = await mirrorCartInCookie(root, cookies);
    const signedIn = () => written.filter(([name]) => name === 'gp_signed_in').map(([, value]) => value);
    expect(signedIn()).toEqual(['']);
    runInAction(() => (root.auth.user = { token: 'secret-token', user: userDto({ complete: 1 }) }));
    expect(signedIn()).toEqual(['', '1']);
    root.auth.clearSession();
    expect(signedIn()).toEqual(['', '1', '']);
    expect(JSON.stringify(written)).not.toContain('secret-token');
    stop();
    root.dispose();
  });
});
