import type { CookieOptions } from '@gopharm/util';

/**
 * What the domain needs from its host (browser tab, server render or test), passed to createRootStore. The domain
 * never reaches for window, document or localStorage itself.
 */

export interface NavigateOptions {
  replace?: boolean;
  /** Kept with the history entry: what the shopper was sent to sign in for (/auth says it, then does it). */
  state?: { signInFor: 'region' };
}

/** Navigation: the app registers how to go somewhere; paths are written without locale prefix. */
export interface NavigationPort {
  /**
   * Client-side navigation to a path (the domain adds the locale prefix); `replace` puts it in place of the current
   * page in the history, so Back skips a page that was only a step (sign-in, once done).
   */
  navigate(path: string, options?: NavigateOptions): void;
  /** Full page reload. */
  reload(): void;
  /** Leaves the app for an address it does not route (a payment provider's page): a full page load. */
  leave(url: string): void;
  /** The current path, without locale prefix. */
  currentPath(): string;
}

/** A key-value storage (localStorage in the browser); may be async. */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export type { CookieOptions };

export interface CookiePort {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

export interface Logger {
  error(message: string, details?: unknown): void;
}

export type DeviceKind = 'mobile' | 'desktop';

/** Ports that do nothing: the defaults on the server and in tests that do not care. */
export const noopNavigation: NavigationPort = {
  navigate: () => undefined,
  reload: () => undefined,
  leave: () => undefined,
  currentPath: () => '/',
};

export const noopCookies: CookiePort = {
  get: () => undefined,
  set: () => undefined,
};
