import { createBrowserPorts, type BrowserWindow } from './browser-ports';

function fakeWindow(pathname = '/uz/cart', coarse = false) {
  const cookies: string[] = [];
  const win: BrowserWindow & { cookies: string[]; assigned: string[]; reloaded: number } = {
    cookies,
    assigned: [],
    reloaded: 0,
    location: {
      pathname,
      assign: (url: string) => void win.assigned.push(url),
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

  it('navigates by full page load unless the router is given, reloads, and reads the path without prefix', () => {
    const win = fakeWindow();
    const ports = createBrowserPorts(win);
    ports.navigation.navigate('/uz/auth');
    ports.navigation.reload();
    expect(win.assigned).toEqual(['/uz/auth']);
    expect(win.reloaded).toBe(1);
    expect(ports.navigation.currentPath()).toBe('/cart');
    const routerNavigate = jest.fn();
    createBrowserPorts(win, routerNavigate).navigation.navigate('/auth');
    expect(routerNavigate).toHaveBeenCalledWith('/auth');
  });

  it('tells a touch device as mobile and anything else as desktop', () => {
    expect(createBrowserPorts(fakeWindow('/', true)).device()).toBe('mobile');
    expect(createBrowserPorts(fakeWindow('/', false)).device()).toBe('desktop');
  });
});
