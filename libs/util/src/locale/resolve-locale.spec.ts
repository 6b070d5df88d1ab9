import { acceptedLanguages, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('comes from the URL prefix first', () => {
    expect(resolveLocale({ pathname: '/uz/cart', cookie: 'ru', browserLanguages: ['ru'] })).toBe('uz');
    expect(resolveLocale({ pathname: '/ru/cart', cookie: 'uz' })).toBe('ru');
  });

  it('then from the cookie', () => {
    expect(resolveLocale({ pathname: '/cart', cookie: 'uz', browserLanguages: ['ru-RU'] })).toBe('uz');
  });

  it('then from the browser languages', () => {
    expect(
      resolveLocale({ pathname: '/', cookie: 'fr', browserLanguages: ['en-US', 'uz-Latn-UZ', 'ru'] }),
    ).toBe('uz');
  });

  it('else Russian', () => {
    expect(resolveLocale({ pathname: '/', browserLanguages: ['en'] })).toBe('ru');
  });
});

describe('acceptedLanguages', () => {
  it('orders an Accept-Language header by preference', () => {
    expect(acceptedLanguages('ru;q=0.5, uz-UZ, en;q=0.8')).toEqual(['uz-UZ', 'en', 'ru']);
    expect(acceptedLanguages('*, uz;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
