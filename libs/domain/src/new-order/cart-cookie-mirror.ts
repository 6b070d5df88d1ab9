import {
  CART_COOKIE,
  CART_COOKIE_OPTIONS,
  SIGNED_IN_COOKIE,
  cartCookieValue,
  signedInCookieValue,
} from '@gopharm/util';
import { reaction } from 'mobx';
import type { CookiePort } from '../ports/ports';
import type { RootStore } from '../root/root-store';

/**
 * Mirrors the cart's lines in the cart cookie, and whether the shopper is signed in in the signed-in cookie, so the
 * edge renders /cart and /order-process with them: once storage is read (before, the empty cart a page starts with
 * would be written over the shopper's), then on every change. The browser's app starts it with the code that
 * comes after the page (shell after-page.ts), off the first load.
 */
export async function mirrorCartInCookie(
  root: Pick<RootStore, 'ready' | 'newOrder' | 'auth'>,
  cookies: CookiePort,
): Promise<() => void> {
  await root.ready;
  const disposers = [
    reaction(
      () => cartCookieValue(root.newOrder.lines),
      (value) => cookies.set(CART_COOKIE, value, CART_COOKIE_OPTIONS),
      { fireImmediately: true },
    ),
    reaction(
      () => signedInCookieValue(root.auth.isSignedIn),
      (value) => cookies.set(SIGNED_IN_COOKIE, value, CART_COOKIE_OPTIONS),
      { fireImmediately: true },
    ),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
