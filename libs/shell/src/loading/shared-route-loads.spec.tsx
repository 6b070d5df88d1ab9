/**
 * @jest-environment node
 */
import { drugDto } from '@gopharm/domain/testing';
import type { SsrRequest } from '@gopharm/util';
import { createServerRenderer } from '../app/server-render';
import { sharedRouteLoads } from './shared-route-loads';

const sale = {
  id: 4,
  title: 'Мама и малыш: подарки',
  description: '<p>Подарки</p>',
  image: '/api/images/banner-4.svg',
  start_date: '2026-11-14T19:00:00Z',
  end_date: '2026-12-15T18:59:59Z',
  drugs: [drugDto({ id: 7 })],
};
const article = {
  id: 1,
  slug: 'vitamin-d-zimoy',
  title: 'Нужен ли витамин D зимой',
  image: '/api/images/cover-1.svg',
  created_date: '2026-11-20T00:00:00Z',
  content: '<p>Текст</p>',
};
const page = {
  slug: 'offer',
  title: 'Публичная оферта',
  description: 'Договор купли-продажи',
  blocks: [{ type: 'p', text: 'Текст оферты' }],
  updated_at: '2026-11-01T00:00:00Z',
};

/** The API on loopback: what exists answers, the rest is the API's 404. */
const fakeFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const path = url.pathname.replace('/api/', '');
  const answers: Record<string, unknown> = {
    'v1/sale/4': sale,
    'v1/sales': { status: 1, results: [sale] },
    'v1/article/vitamin-d-zimoy': article,
    'v1/drug/7': { ...drugDto({ id: 7, slug: 'nurofen-200' }), images: [] },
    'v1/category/12': { id: 12, slug: 'vitaminy', name: 'Витамины', parent: null, childs: [] },
    'v1/category/vitaminy': { id: 12, slug: 'vitaminy', name: 'Витамины', parent: null, childs: [] },
    'v1/drugs': { status: 1, results: [drugDto({ id: 7 })], count: 1, page: 1, per_page: 24 },
    'v2/collections': { status: 1, results: { data: [] } },
    'v1/page/offer': page,
    'v1/categories': { status: 1, results: [] },
    'v1/get-metas': { data: [] },
  };
  return path in answers
    ? json(200, answers[path])
    : json(404, { status: 0, code: 'not_found', msg: 'Not found' });
};

const Screen = () => <p>screen</p>;
const render = createServerRenderer({
  screens: Object.fromEntries(
    [
      'sale',
      'article',
      'code',
      'catalog-by-id',
      'collection',
      'order-detail',
      'order-payment',
      'offer',
      'cart',
      'catalog',
    ].map((id) => [id, Screen]),
  ),
  NotFound: () => <h1>not found</h1>,
  // No loads of the app's own: the shared screens load as sharedRouteLoads says.
});
const request = (url: string): SsrRequest => ({
  url,
  nonce: 'NONCE',
  siteUrl: 'https://gopharm.example',
  apiBaseUrl: 'http://127.0.0.1:1/api/',
  fetch: fakeFetch,
});

describe('the shared screens on the server', () => {
  it.each([
    '/sale/999999',
    '/uz/sale/999999',
    '/article?slug=nope',
    '/article',
    '/code/999999',
    '/catalog-by-id?id=999999',
    '/catalog-by-id',
    '/catalog-by-id?id=1e3',
    '/collection/nope',
    '/order-detail',
    '/order-detail?id=abc',
    '/order-payment',
    '/catalog/nope',
    '/subcategory/nope',
  ])('%s answers 404 (the screen itself shows its not-found variant from the loaded state)', async (url) => {
    const answer = await render(request(url));
    expect(answer.status).toBe(404);
    expect(answer.head).toMatch(/<title>.+ — GoPharm<\/title>/);
  });

  it('names what is missing in the head: a code that is no drug is a missing product', async () => {
    expect((await render(request('/code/999999'))).head).toContain(
      '<title>Товар не найден! — GoPharm</title>',
    );
    expect((await render(request('/uz/sale/999999'))).head).toContain(
      '<title>Sahifa topilmadi! — GoPharm</title>',
    );
  });

  it('keeps a category under the screen’s data key, and its first page of drugs, titled by its name', async () => {
    const found = await render(request('/catalog/vitaminy'));
    expect(found.status).toBe(200);
    expect(found.head).toContain('<title>Витамины — GoPharm</title>');
    const { preloaded } = JSON.parse(found.state);
    expect(preloaded['ru:category:vitaminy'].name).toBe('Витамины');
    expect(Object.values(preloaded).some((value) => (value as { count?: number }).count === 1)).toBe(true);
    expect(Object.keys(sharedRouteLoads)).toEqual(expect.arrayContaining(['catalog', 'subcategory']));
  });

  it('shows what exists, titled by it', async () => {
    const found = await render(request('/sale/4'));
    expect(found.status).toBe(200);
    expect(found.head).toContain('<title>Мама и малыш: подарки — GoPharm</title>');
    expect(JSON.parse(found.state).selectedSale.id).toBe(4);
    const offer = await render(request('/offer'));
    expect(offer.head).toContain('<title>Публичная оферта — GoPharm</title>');
    expect(offer.head).toContain('content="Договор купли-продажи"');
    expect(JSON.parse(offer.state).page.slug).toBe('offer');
    expect((await render(request('/article?slug=vitamin-d-zimoy'))).status).toBe(200);
    expect((await render(request('/order-detail?id=12'))).status).toBe(200);
  });

  it('titles a page without data of its own by its route, in its language', async () => {
    expect((await render(request('/cart'))).head).toContain('<title>Корзина — GoPharm</title>');
    expect((await render(request('/uz/cart'))).head).toContain('<title>Savat — GoPharm</title>');
  });

  it('redirects a drug code and a category id to their pages, in the language of the address', async () => {
    expect(await render(request('/code/7'))).toMatchObject({ status: 301, redirect: '/product/nurofen-200' });
    expect(await render(request('/uz/catalog-by-id?id=12'))).toMatchObject({
      status: 301,
      redirect: '/uz/catalog/vitaminy',
    });
  });
});
