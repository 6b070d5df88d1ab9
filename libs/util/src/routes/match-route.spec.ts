import { localizePath, matchRoute, splitLocale } from './match-route';

describe('matchRoute', () => {
  it('matches static pages in both languages', () => {
    expect(matchRoute('/')?.route.id).toBe('home');
    expect(matchRoute('/uz')).toMatchObject({ locale: 'uz', route: { id: 'home' } });
    expect(matchRoute('/uz/cart')).toMatchObject({ locale: 'uz', route: { id: 'cart' } });
    expect(matchRoute('/profile/orders')?.route.id).toBe('profile-orders');
  });

  it('matches routes with and without their optional parameter', () => {
    expect(matchRoute('/product')?.route.id).toBe('product');
    expect(matchRoute('/product/paracetamol-500')).toMatchObject({
      route: { id: 'product' },
      param: 'paracetamol-500',
    });
    expect(matchRoute('/uz/code/42')).toMatchObject({ locale: 'uz', route: { id: 'code' }, param: '42' });
  });

  it('rejects unknown routes and failed parameter checks', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/code/abc')).toBeNull();
    expect(matchRoute('/sale/0')).toBeNull();
    expect(matchRoute('/product/%E0%A4%A')).toBeNull();
    expect(matchRoute('/product/a/b')).toBeNull();
    expect(matchRoute('/cart/extra')).toBeNull();
  });

  it('takes slugs as the API writes them, and refuses what the API would refuse', () => {
    expect(matchRoute('/product/vitamin-c.500')?.param).toBe('vitamin-c.500');
    for (const path of ['/product/ABC', '/product/a_b', '/catalog/ABC', '/product/нурофен', '/product/-x']) {
      expect([path, matchRoute(path)]).toEqual([path, null]);
    }
    expect(matchRoute(`/product/${'a'.repeat(200)}`)).not.toBeNull();
    expect(matchRoute(`/product/${'a'.repeat(201)}`)).toBeNull();
  });
});

describe('locale prefix', () => {
  it('splits and adds the /uz prefix', () => {
    expect(splitLocale('/uz/product/x')).toEqual({ locale: 'uz', path: '/product/x' });
    expect(splitLocale('/uzbek')).toEqual({ locale: 'ru', path: '/uzbek' });
    expect(localizePath('/product/x', 'uz')).toBe('/uz/product/x');
    expect(localizePath('/', 'uz')).toBe('/uz');
    expect(localizePath('/cart', 'ru')).toBe('/cart');
  });
});
