import { SitemapSource, readSitemapData } from './sitemap';

describe('readSitemapData', () => {
  it('turns anything the API sends into valid entries', () => {
    expect(readSitemapData(null)).toEqual({ products: [], categories: [] });
    expect(readSitemapData({ products: 'x', categories: [null, 1, { slug: '' }] })).toEqual({
      products: [],
      categories: [],
    });
  });
});

describe('SitemapSource', () => {
  it('shares one load between concurrent askers and reloads after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const source = new SitemapSource(
      async () => {
        loads += 1;
        return { products: [{ slug: `p${loads}` }], categories: [] };
      },
      1_000,
      () => now,
    );
    const [first, second] = await Promise.all([source.get(), source.get()]);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    now = 2_000;
    expect((await source.get()).products[0].slug).toBe('p2');
  });

  it('fails when the first load fails', async () => {
    const source = new SitemapSource(() => Promise.reject(new Error('down')), 1_000);
    await expect(source.get()).rejects.toThrow('down');
  });
});
