import { createBrowserPorts, type BrowserWindow } from './browser-ports';

function fakeWindow(pathname = '/uz/cart', coarse = false) {
  const cookies: string[] = [];
  const win: BrowserWindow & { cookies: string[]; assigned: string[]; replaced: string[]; reloaded: number } =
    {
      cookies,
      assigned: [],
      replaced: [],
      reloaded: 0,
      location: {
        pathname,
        assign: (url: string) => void win.assigned.push(url),
        replace: (url: string) => void win.replaced.push(url),
        reload: () => void (win.reloaded += 1),
      },
      document: {
        get cookie() {
          return 'view=mobile; i18n_redirected=uz; empty=';
        },
        set cookie(value: string) {
          cookies.push(value);
        },
      },
      localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      matchMedia: () => ({ matches: coarse }),
    };
  return win;
}

describe('browser ports', () => {
  it('reads and writes cookies with max-age, path and SameSite', () => {
    const win = fakeWindow();
    const { cookies } = createBrowserPorts(win);
    expect(cookies.get('i18n_redirected')).toBe('uz');
    expect(cookies.get('missing')).toBeUndefined();
    cookies.set('i18n_redirected', 'ru', { maxAgeDays: 365, path: '/', sameSite: 'Lax' });
    expect(win.cookies).toEqual(['i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('navigates by full page load until the router is mounted, reloads, and reads the path without prefix', () => {
    const win = fakeWindow();
    let routerNavigate: jest.Mock | null = null;
    const ports = createBrowserPorts(win, () => routerNavigate);
    ports.navigation.navigate('/uz/auth');
    ports.navigation.navigate('/uz/profile', { replace: true });
    ports.navigation.reload();
    expect(win.assigned).toEqual(['/uz/auth']);
    expect(win.replaced).toEqual(['/uz/profile']);
    expect(win.reloaded).toBe(1);
    expect(ports.navigation.currentPath()).toBe('/cart');
    routerNavigate = jest.fn();
    ports.navigation.navigate('/auth');
    ports.navigation.navigate('/profile', { replace: true });
    expect(routerNavigate.mock.calls).toEqual([
      ['/auth', undefined],
      ['/profile', { replace: true }],
    ]);
    expect(win.assigned).toEqual(['/uz/auth']);
  });

  it('tells a touch device as mobile and anything else as desktop', () => {
    expect(createBrowserPorts(fakeWindow('/', true)).device()).toBe('mobile');
    expect(createBrowserPorts(fakeWindow('/', false)).device()).toBe('desktop');
  });
});
