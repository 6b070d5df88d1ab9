import { nextAfterSignIn, signInFirst } from './sign-in-first';

describe('signInFirst and nextAfterSignIn', () => {
  it('sends to /auth with the page to come back to, which /auth reads back', () => {
    expect(signInFirst('/order-process')).toBe('/auth?next=/order-process');
    expect(signInFirst('/profile/orders')).toBe('/auth?next=/profile/orders');
    const withQuery = signInFirst('/cart?repeat=4&x=1');
    expect(nextAfterSignIn(withQuery.slice(withQuery.indexOf('?')))).toBe('/cart?repeat=4&x=1');
    expect(nextAfterSignIn('?next=/order-process')).toBe('/order-process');
  });

  it('returns only to a page of this site', () => {
    for (const search of [
      '',
      '?next=',
      '?next=https://evil.example/',
      '?next=//evil.example/x',
      '?next=/\\evil.example',
      '?next=%2F%5Cevil.example',
      '?next=javascript:alert(1)',
      '?next=order-process',
      // A browser drops tabs and line breaks from an address: "/\t/host" would go to //host.
      '?next=/%09/evil.example',
      '?next=/%0A/evil.example',
      '?next=%2F%0D%2Fevil.example',
    ])
      expect(nextAfterSignIn(search)).toBeNull();
  });
});
