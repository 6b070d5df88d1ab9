import { readListingQuery, writeListingQuery } from './listing-query';

describe('listing query', () => {
  it('reads sort, page and filters from the URL and drops bad values', () => {
    const filters = readListingQuery(
      new URLSearchParams('sort=price_asc&page=3&manufacturer=4,x,-2,7&recept=1&in_stock=1&price_min=abc'),
    );
    expect(filters).toMatchObject({
      sort: 'price_asc',
      page: 3,
      manufacturer: [4, 7],
      recept: 1,
      in_stock: true,
      price_min: undefined,
    });
    expect(readListingQuery(new URLSearchParams('sort=evil&page=0')).sort).toBeUndefined();
    expect(readListingQuery(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('writes back only what is set, keeping other parameters such as q', () => {
    const params = writeListingQuery(
      { sort: 'name', page: 1, manufacturer: [2], in_stock: false },
      new URLSearchParams('q=aspirin&page=4'),
    );
    expect(params.toString()).toBe('q=aspirin&sort=name&manufacturer=2');
  });
});
