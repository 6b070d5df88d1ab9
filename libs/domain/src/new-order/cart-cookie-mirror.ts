import { CART_COOKIE, CART_COOKIE_OPTIONS, cartCookieValue } from '@gopharm/util';
import { reaction, type IReactionDisposer } from 'mobx';
import type { CookiePort } from '../ports/ports';
import type { RootStore } from '../root/root-store';

/**
 * Mirrors the cart's lines in the cart cookie, so the edge renders /cart with them: once storage is read (before,
 * the empty cart a page starts with would be written over the shopper's), then on every change. The browser's app
 * starts it with the code that comes after the page (shell after-page.ts), off the first load.
 */
export async function mirrorCartInCookie(
  root: Pick<RootStore, 'ready' | 'newOrder'>,
  cookies: CookiePort,
): Promise<IReactionDisposer> {
  await root.ready;
  return reaction(
    () => cartCookieValue(root.newOrder.lines),
    (value) => cookies.set(CART_COOKIE, value, CART_COOKIE_OPTIONS),
    { fireImmediately: true },
  );
}
