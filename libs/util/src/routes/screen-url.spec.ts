import { LISTING_QUERY, ROUTES } from './route-table';
import { screenUrl } from './screen-url';

describe('screenUrl', () => {
  it('drops tracking tags and unknown keys: one address per page', () => {
    expect(screenUrl('/product/nurofen', '?utm_source=a&fbclid=b&x=1')).toBe('/product/nurofen');
    expect(screenUrl('/uz', '?utm_campaign=spring')).toBe('/uz');
    expect(screenUrl('/product/nurofen', '')).toBe('/product/nurofen');
  });

  it("keeps the parameters the route's screen reads, in the route's order, each once", () => {
    expect(
      screenUrl('/search', '?utm_source=a&page=2&q=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD&q=x'),
    ).toBe('/search?q=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD&page=2');
    expect(screenUrl('/uz/catalog/vitaminy', '?sort=name&page=3&gclid=z')).toBe(
      '/uz/catalog/vitaminy?sort=name&page=3',
    );
    expect(screenUrl('/article', '?slug=spring&utm_medium=mail')).toBe('/article?slug=spring');
    // The page cache keys on the drug whose holders the map shows.
    expect(screenUrl('/uz/pharmacy-map', '?drug=12&utm_source=a')).toBe('/uz/pharmacy-map?drug=12');
  });

  it('keeps no query on a path without a route (the not-found page is one page)', () => {
    expect(screenUrl('/no-such-page', '?q=1')).toBe('/no-such-page');
  });

  it('declares the grid parameters on every listing route', () => {
    for (const id of ['catalog', 'subcategory', 'search']) {
      expect(ROUTES.find((route) => route.id === id)?.query).toEqual(
        expect.arrayContaining([...LISTING_QUERY]),
      );
    }
  });
});
