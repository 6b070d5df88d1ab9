import { ROUTES } from '@gopharm/util';
import { filtersFromParams } from './use-drug-listing';

describe('filtersFromParams', () => {
  it('reads only the parameters the listing routes declare (the edge renders and caches by them)', () => {
    const read = new Set<string>();
    const params = new URLSearchParams('sort=name&page=2');
    const get = params.get.bind(params);
    params.get = (name: string) => {
      read.add(name);
      return get(name);
    };
    expect(filtersFromParams(params)).toMatchObject({ sort: 'name', page: 2 });
    for (const id of ['catalog', 'subcategory', 'search']) {
      const declared = ROUTES.find((route) => route.id === id)?.query ?? [];
      expect([...read].filter((name) => !declared.includes(name))).toEqual([]);
    }
  });

  it('reads a price range given backwards as meant: the API refuses from above to', () => {
    expect(filtersFromParams(new URLSearchParams('price_min=5000&price_max=1000'))).toMatchObject({
      price_min: 1000,
      price_max: 5000,
    });
  });
});
