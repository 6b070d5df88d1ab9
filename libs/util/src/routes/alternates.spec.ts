import { alternatesOf } from './alternates';

describe('alternatesOf', () => {
  it('gives the page in both languages and Russian as x-default', () => {
    expect(alternatesOf('/product/nurofen', 'uz', 'https://gopharm.uz/')).toEqual({
      canonical: 'https://gopharm.uz/uz/product/nurofen',
      hreflang: {
        ru: 'https://gopharm.uz/product/nurofen',
        uz: 'https://gopharm.uz/uz/product/nurofen',
        'x-default': 'https://gopharm.uz/product/nurofen',
      },
    });
    expect(alternatesOf('/', 'ru', 'https://gopharm.uz').hreflang.uz).toBe('https://gopharm.uz/uz');
  });
});
