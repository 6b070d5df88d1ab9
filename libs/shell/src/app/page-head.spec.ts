/**
 * @jest-environment node
 */
import jsonld from 'jsonld';
import { pageHead, type PageHeadInput } from './page-head';

const SCHEMA = 'https://schema.org/';

// schema.org's context, reduced to what the storefront's JSON-LD relies on (terms are schema.org properties);
// kept local so the test never goes to the network.
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`unexpected context ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': SCHEMA } } };
};

const input = (overrides: Partial<PageHeadInput> = {}): PageHeadInput => ({
  seo: {
    title: 'Нурофен',
    type: 'product',
    image: { src: '/api/images/nurofen.png', width: 400, height: 400 },
    breadcrumbs: [
      { name: 'Главная', path: '/' },
      { name: 'Обезболивающие', path: '/catalog/obezbolivayushchie' },
      { name: 'Нурофен' },
    ],
    product: { name: 'Нурофен </script><b>', price: 12_500, inStock: true, brand: 'Reckitt' },
  },
  meta: [],
  locale: 'uz',
  canonical: 'https://gopharm.example/uz/product/nurofen',
  siteUrl: 'https://gopharm.example',
  nonce: 'abc123',
  fallbackTitle: 'GoPharm',
  ...overrides,
});

const blocks = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json" nonce="abc123">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as object,
  );

type Expanded = Record<string, { '@value'?: unknown; '@id'?: string; '@type'?: string[] }[] | string[]>;
const value = (node: Expanded, term: string) => (node[SCHEMA + term] as { '@value': unknown }[])[0]['@value'];

describe('pageHead', () => {
  it('takes the title and description of v1/get-metas first, escaped, with Open Graph and the LCP preload', () => {
    const head = pageHead(
      input({
        meta: [
          { name: 'title', content: 'Нурофен "200" — GoPharm', hid: 'title' },
          { name: 'description', content: 'Цена <12 500> сум', hid: 'description' },
        ],
      }),
    );
    expect(head).toContain('<title>Нурофен &quot;200&quot; — GoPharm</title>');
    expect(head).toContain('<meta name="description" content="Цена &lt;12 500&gt; сум">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:locale" content="uz_UZ">');
    expect(head).toContain('<meta property="og:url" content="https://gopharm.example/uz/product/nurofen">');
    expect(head).toContain(
      '<meta property="og:image" content="https://gopharm.example/api/images/nurofen.png">',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/images/nurofen.png" fetchpriority="high">',
    );
    expect(head).not.toContain('</script><b>');
  });

  it('falls back to the page name, then the site name', () => {
    expect(pageHead(input({ meta: [] }))).toContain('<title>Нурофен — GoPharm</title>');
    expect(pageHead(input({ seo: {} }))).toContain('<title>GoPharm</title>');
    expect(pageHead(input({ seo: {} }))).not.toContain('ld+json');
  });

  it('emits a Product with an Offer in UZS and a BreadcrumbList that a JSON-LD processor accepts', async () => {
    const [product, breadcrumbs] = blocks(pageHead(input()));
    const [expandedProduct] = (await jsonld.expand(product, { documentLoader })) as unknown as Expanded[];
    expect(expandedProduct['@type']).toEqual([`${SCHEMA}Product`]);
    expect(value(expandedProduct, 'name')).toBe('Нурофен </script><b>');
    const [offer] = expandedProduct[`${SCHEMA}offers`] as unknown as Expanded[];
    expect(offer['@type']).toEqual([`${SCHEMA}Offer`]);
    expect(value(offer, 'price')).toBe('12500');
    expect(value(offer, 'priceCurrency')).toBe('UZS');
    expect(value(offer, 'availability')).toBe('https://schema.org/InStock');
    expect(value(offer, 'url')).toBe('https://gopharm.example/uz/product/nurofen');

    const [expandedList] = (await jsonld.expand(breadcrumbs, { documentLoader })) as unknown as Expanded[];
    expect(expandedList['@type']).toEqual([`${SCHEMA}BreadcrumbList`]);
    const items = expandedList[`${SCHEMA}itemListElement`] as unknown as Expanded[];
    expect(items.map((item) => value(item, 'position'))).toEqual([1, 2, 3]);
    expect(items.map((item) => value(item, 'item'))).toEqual([
      'https://gopharm.example/uz',
      'https://gopharm.example/uz/catalog/obezbolivayushchie',
      'https://gopharm.example/uz/product/nurofen',
    ]);
  });
});
