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
