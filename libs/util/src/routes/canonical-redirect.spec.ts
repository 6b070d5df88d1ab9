import fc from 'fast-check';
import { canonicalRedirect } from './canonical-redirect';

describe('canonicalRedirect', () => {
  it('drops a trailing slash and keeps the query', () => {
    expect(canonicalRedirect('/cart/', '?a=1')).toBe('/cart?a=1');
  });

  it('removes the /ru prefix', () => {
    expect(canonicalRedirect('/ru/product/x')).toBe('/product/x');
    expect(canonicalRedirect('/ru')).toBe('/');
    expect(canonicalRedirect('/ru/')).toBe('/');
  });

  it('leaves canonical paths alone', () => {
    expect(canonicalRedirect('/')).toBeNull();
    expect(canonicalRedirect('/uz/cart')).toBeNull();
    expect(canonicalRedirect('/russia')).toBeNull();
  });

  it('never redirects to another host', () => {
    expect(canonicalRedirect('//evil.example/')).toBe('/evil.example');
    expect(canonicalRedirect('/\\evil.example/')).toBe('/evil.example');
    expect(canonicalRedirect('/ru//evil.example')).toBe('/evil.example');
  });
});

describe('canonicalRedirect over generated paths', () => {
  // Pieces that have opened redirects elsewhere: repeated and back slashes, encoded slashes, dots, tabs.
  const piece = fc.constantFrom(
    '/',
    '\\',
    '//',
    'ru',
    'uz',
    'ru/',
    '.',
    '..',
    '%2F',
    '%5C',
    '%2e',
    '\t',
    'evil.example',
    '@',
    'cart',
    'product',
    'a',
  );
  const path = fc.array(piece, { maxLength: 12 }).map((parts) => '/' + parts.join(''));
  const search = fc.constantFrom('', '?', '?q=1', '?next=//evil.example', '?a=1&b=%2F');
  const base = 'https://gopharm.example';

  it('always points at a canonical local path and keeps the query', () => {
    fc.assert(
      fc.property(fc.oneof(path, fc.webPath()), search, (pathname, query) => {
        const target = canonicalRedirect(pathname, query);
        if (target === null) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target).not.toMatch(/^\/[/\\]/);
        const url = new URL(target, base);
        expect(url.origin).toBe(base);
        // One redirect is enough: the target is already canonical.
        expect(canonicalRedirect(url.pathname, url.search)).toBeNull();
        expect(url.searchParams.toString()).toBe(new URL(`/${query}`, base).searchParams.toString());
      }),
      { numRuns: 2000 },
    );
  });

  it('drops every /ru prefix and trailing slash at once', () => {
    expect(canonicalRedirect('/ru/ru/cart/')).toBe('/cart');
    expect(canonicalRedirect('/.//evil.example/')).toBe('/evil.example');
    expect(canonicalRedirect('/\t/evil.example/')).toBe('/evil.example');
  });
});
