import { serializeCookie, splitLocale } from '@gopharm/util';
import type { CookiePort, DeviceKind, KeyValueStorage, NavigationPort } from './ports';

/** The parts of `window` the browser ports use, so they can be tested without a browser. */
export interface BrowserWindow {
  location: { pathname: string; assign(url: string): void; reload(): void };
  document: { cookie: string };
  localStorage: KeyValueStorage;
  matchMedia?: (query: string) => { matches: boolean };
}

export interface BrowserPorts {
  navigation: NavigationPort;
  cookies: CookiePort;
  storage: KeyValueStorage;
  device: () => DeviceKind;
}

/**
 * Ports backed by a browser window. Called by the app at start-up (never at import). `navigate` does a full page
 * load unless the app passes its router's navigate.
 */
export function createBrowserPorts(win: BrowserWindow, navigate?: (path: string) => void): BrowserPorts {
  return {
    navigation: {
      navigate: navigate ?? ((path) => win.location.assign(path)),
      reload: () => win.location.reload(),
      leave: (url) => win.location.assign(url),
      currentPath: () => splitLocale(win.location.pathname).path,
    },
    cookies: {
      get(name) {
        for (const pair of win.document.cookie.split(';')) {
          const [key, ...rest] = pair.trim().split('=');
          if (key === name) return decodeURIComponent(rest.join('='));
        }
        return undefined;
      },
      set(name, value, options) {
        win.document.cookie = serializeCookie(name, value, options);
      },
    },
    storage: win.localStorage,
    // The edge already chose the app by device; this tells the order which one the shopper is on.
    device: () => (win.matchMedia?.('(pointer: coarse)').matches ? 'mobile' : 'desktop'),
  };
}
