import { createApiClient, type ApiClient } from './api-client';
import { observable } from 'mobx';
import { createAddressesApi } from './addresses/addresses-api';
import { createArticlesApi } from './articles/articles-api';
import { createCardsApi } from './cards/cards-api';
import { createCollectionsApi } from './collections/collections-api';
import { createPharmaciesApi } from './pharmacies/pharmacies-api';
import { createSalesApi } from './sales/sales-api';
import { fakeFetch, jsonResponse } from './testing/fake-fetch';
import type { Result } from './http/result';

/** A client whose server answers `answer` to every call; the requests are recorded. */
function clientAnswering(answer: unknown, status = 200) {
  const fake = fakeFetch(() => jsonResponse(answer, status));
  const api = createApiClient({
    baseUrl: 'http://api.test/api/',
    getLocale: () => 'ru',
    fetch: fake.fetch,
    timeouts: { backoffLimitMs: 1 },
  });
  const last = async () => {
    const request = fake.requests[fake.requests.length - 1];
    const url = new URL(request.url);
    const text = await request.text();
    return {
      method: request.method,
      path: url.pathname.replace('/api/', ''),
      query: Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'lan')),
      body: text ? JSON.parse(text) : undefined,
    };
  };
  return { api, last };
}

type Case = {
  name: string;
  call: (api: ApiClient) => Promise<Result<unknown>>;
  answer: unknown;
  /** What the call yields as its data: the answer as it came unless told here. */
  expected?: unknown;
  request: { method: string; path: string; query?: Record<string, string>; body?: unknown };
};

const drug = { id: 1, slug: 'nurofen', name: 'Нурофен "Reckitt"' };
const newAddress = {
  address: 'Амира Темура',
  house: '1',
  apartment: '',
  entrance: '',
  floor: '',
  intercom: '',
  comment: '',
  lat: 41.3,
  lng: 69.2,
};
const cases: Case[] = [
  {
    name: 'getMetas',
    call: (api) => api.getMetas({ url: 'home' }),
    answer: { data: [{ content: 'GoPharm', hid: 'title' }] },
    expected: [{ content: 'GoPharm', hid: 'title' }],
    request: { method: 'GET', path: 'v1/get-metas', query: { url: 'home' } },
  },
  {
    name: 'getRegions',
    call: (api) => api.getRegions(),
    answer: [{ id: 1, name: 'Ташкент', childs: [] }],
    request: { method: 'GET', path: 'v1/regions' },
  },
  {
    name: 'saveRegion',
    call: (api) => api.saveRegion(12),
    answer: { status: 1, msg: 'ok' },
    request: { method: 'POST', path: 'v1/add-region', body: { region: 12 } },
  },
  {
    name: 'getSavedRegion',
    call: (api) => api.getSavedRegion(),
    answer: {
      id: 2,
      name: 'Самарканд',
      childs: [{ id: 21, name: 'Ургут' }],
      district: { id: 21, name: 'Ургут' },
    },
    expected: {
      region: { id: 2, name: 'Самарканд', childs: [{ id: 21, name: 'Ургут' }] },
      district: { id: 21, name: 'Ургут' },
    },
    request: { method: 'GET', path: 'v1/add-region' },
  },
  {
    name: 'requestCode',
    call: (api) => api.requestCode('998901234567'),
    answer: { status: 1, msg: 'sent', is_registered: false },
    request: { method: 'POST', path: 'v1/register-captcha', body: { phone: '998901234567' } },
  },
  {
    name: 'acceptCode',
    call: (api) => api.acceptCode('998901234567', '1234'),
    answer: { status: 1, msg: '', token: 'tok', user: { id: 1, phone: '998901234567', complete: 1 } },
    request: { method: 'POST', path: 'v1/accept', body: { phone: '998901234567', code: '1234' } },
  },
  {
    name: 'registerProfile',
    call: (api) =>
      api.registerProfile({
        first_name: 'Ali',
        last_name: 'Valiyev',
        birth_date: '1990-01-02',
        gender: 'male',
      }),
    answer: { status: 1, msg: 'ok' },
    request: {
      method: 'POST',
      path: 'v1/register-profil',
      body: { first_name: 'Ali', last_name: 'Valiyev', birth_date: '1990-01-02', gender: 'male' },
    },
  },
  {
    name: 'getUser',
    call: (api) => api.getUser(),
    answer: { status: 1, user: { id: 5 } },
    expected: { id: 5 },
    request: { method: 'GET', path: 'v1/user' },
  },
  {
    name: 'logout',
    call: (api) => api.logout(),
    answer: { status: 1 },
    request: { method: 'POST', path: 'v1/logout', body: {} },
  },
  {
    name: 'getCashback',
    call: (api) => api.getCashback(),
    answer: { status: 1, msg: '', cash: 1500 },
    request: { method: 'GET', path: 'v1/user-cashback' },
  },
  {
    name: 'initCard',
    call: (api) => createCardsApi(api.http).initCard('payme-card-token'),
    answer: { status: 1, msg: '', session: 's', phone_mask: '+998 ** *** ** 67' },
    request: { method: 'POST', path: 'v2/cards/init', body: { card_token: 'payme-card-token' } },
  },
  {
    name: 'getCardTokenizer',
    call: (api) => createCardsApi(api.http).getCardTokenizer(),
    answer: { status: 1, url: 'https://checkout.paycom.uz/api', merchant_id: 'cashbox' },
    request: { method: 'GET', path: 'v2/cards/tokenizer' },
  },
  {
    name: 'confirmCard',
    call: (api) => createCardsApi(api.http).confirmCard('s', '111111'),
    answer: { status: 1, msg: '', card: { id: 3, number: '8600 **** **** 0001', brand: 'uzcard' } },
    request: { method: 'POST', path: 'v2/cards/confirm', body: { session: 's', code: '111111' } },
  },
  {
    name: 'deleteCard',
    call: (api) => createCardsApi(api.http).deleteCard(3),
    answer: { status: 1, msg: '' },
    request: { method: 'POST', path: 'v2/cards/delete', body: { card_id: 3 } },
  },
  {
    name: 'getCards',
    call: (api) => createCardsApi(api.http).getCards(),
    answer: { status: 1, results: [{ id: 3, number: '8600 **** **** 1234', brand: 'uzcard' }] },
    expected: [{ id: 3, number: '8600 **** **** 1234', brand: 'uzcard' }],
    request: { method: 'GET', path: 'v2/cards' },
  },
  {
    name: 'getBinCards',
    call: (api) => createCardsApi(api.http).getBinCards(),
    answer: { status: 1, results: [{ bin: '8600', brand: 'uzcard' }] },
    request: { method: 'GET', path: 'v2/bine-cards' },
  },
  {
    name: 'getCategories',
    call: (api) => api.getCategories(),
    answer: { status: 1, msg: '', results: [{ id: 1 }] },
    expected: [{ id: 1 }],
    request: { method: 'GET', path: 'v1/categories' },
  },
  {
    name: 'getCategory',
    call: (api) => api.getCategory(42),
    answer: { id: 42, parent: null },
    request: { method: 'GET', path: 'v1/category/42' },
  },
  {
    name: 'getCollections',
    call: (api) => createCollectionsApi(api.http).getCollections({ lat: 41.3, lng: 69.2 }),
    answer: { status: 1, results: { data: [{ id: 1, type: 'regular' }] } },
    expected: [{ id: 1, type: 'regular' }],
    request: { method: 'GET', path: 'v2/collections', query: { location: '41.3,69.2' } },
  },
  {
    name: 'getDrugs',
    call: (api) => api.getDrugs({ ids: [1, 2, 3], in_stock: true, facets: true, manufacturer: [] }),
    answer: { status: 1, results: [drug], count: 1, page: 1, per_page: 24 },
    request: { method: 'GET', path: 'v1/drugs', query: { ids: '1,2,3', in_stock: '1', facets: '1' } },
  },
  {
    name: 'getDrugs of a shelf by dosage form and brand (lists comma-separated)',
    call: (api) =>
      api.getDrugs({ category: 501, form: ['tonometer-upper-arm'], brand: ['Omron', 'B.Well'], recept: 0 }),
    answer: { status: 1, results: [drug], count: 1, page: 1, per_page: 24 },
    request: {
      method: 'GET',
      path: 'v1/drugs',
      query: { category: '501', form: 'tonometer-upper-arm', brand: 'Omron,B.Well', recept: '0' },
    },
  },
  {
    name: 'getDrugs within the API’s limits (search up to 100 characters, page up to 10,000)',
    call: (api) => api.getDrugs({ search: `${'а'.repeat(100)}б`, page: 99_999_999_999 }),
    answer: { status: 1, results: [], count: 0, page: 10_000, per_page: 24 },
    request: { method: 'GET', path: 'v1/drugs', query: { search: 'а'.repeat(100), page: '10000' } },
  },
  {
    name: 'getDrug',
    call: (api) => api.getDrug('nurofen'),
    answer: drug,
    request: { method: 'GET', path: 'v1/drug/nurofen', query: { is_publish: 'true' } },
  },
  {
    name: 'getDrugInstruction',
    call: (api) => api.getDrugInstruction(1),
    answer: [{ title: 'Показания', content: '<p>боль</p>' }],
    request: { method: 'GET', path: 'v1/drug-instruction/1' },
  },
  {
    name: 'getOrderMinimum',
    call: (api) => api.getOrderMinimum(),
    answer: { min: 30000 },
    expected: 30000,
    request: { method: 'GET', path: 'v1/order-minimum' },
  },
  {
    name: 'checkCart',
    call: (api) => api.checkCart({ drugs: [{ drug_id: 1, qty: 2 }], type: 'shipping' }),
    answer: { status: 1, msg: '', drugs: [{ drug_id: 1, price: 9000, max_count: 5, is_count_exist: true }] },
    expected: {
      status: 1,
      msg: '',
      drugs: [{ drug_id: 1, price: 9000, max_count: 5, is_count_exist: true }],
    },
    request: {
      method: 'POST',
      path: 'v2/cart-check',
      body: { drugs: [{ drug_id: 1, qty: 2 }], type: 'shipping' },
    },
  },
  {
    name: 'getCartStores',
    call: (api) => api.getCartStores([{ drug_id: 1, qty: 2 }]),
    answer: { status: 1, results: [{ id: 9 }] },
    expected: [{ id: 9 }],
    request: { method: 'POST', path: 'v2/cart-stores', body: { drugs: [{ drug_id: 1, qty: 2 }] } },
  },
  {
    name: 'getOrders',
    call: (api) => api.getOrders(2),
    answer: { status: 1, msg: '', results: [{ id: 7 }] },
    expected: [{ id: 7 }],
    request: { method: 'GET', path: 'v1/orders', query: { page: '2' } },
  },
  {
    name: 'getOrder',
    call: (api) => api.getOrder(7),
    answer: { id: 7 },
    request: { method: 'GET', path: 'v1/order/7' },
  },
  {
    name: 'getOrderPayment',
    call: (api) => api.getOrderPayment(7),
    answer: { order_id: 7, total: 10000 },
    request: { method: 'GET', path: 'v1/order-payment/7' },
  },
  {
    name: 'payOrder',
    call: (api) => api.payOrder({ order_id: 7, payment_type: 2, cash_pay: false, card_id: 3 }),
    answer: { status: 1, msg: '' },
    request: {
      method: 'POST',
      path: 'v1/order-payment',
      body: { order_id: 7, payment_type: 2, cash_pay: false, card_id: 3 },
    },
  },
  {
    name: 'checkoutOrder',
    call: (api) => api.checkoutOrder({ order_id: 7, return_path: '/uz/order-detail?id=7' }),
    answer: { status: 1, msg: '', paid: false, redirect_url: '/api/dev/pay/7?amount=100' },
    request: {
      method: 'POST',
      path: 'v1/order-payment/checkout',
      body: { order_id: 7, return_path: '/uz/order-detail?id=7' },
    },
  },
  {
    name: 'getSales',
    call: (api) => createSalesApi(api.http).getSales(),
    answer: { results: [{ id: 1 }] },
    expected: [{ id: 1 }],
    request: { method: 'GET', path: 'v1/sales' },
  },
  {
    name: 'getSale',
    call: (api) => createSalesApi(api.http).getSale(1),
    answer: { id: 1, drugs: [] },
    request: { method: 'GET', path: 'v1/sale/1' },
  },
  {
    name: 'getViewedDrugs',
    call: (api) => api.getViewedDrugs(),
    answer: { results: [drug] },
    expected: [drug],
    request: { method: 'GET', path: 'v2/viewed-drugs' },
  },
  {
    name: 'addViewedDrug',
    call: (api) => api.addViewedDrug(1),
    answer: { status: 1 },
    request: { method: 'POST', path: 'v2/viewed-drug/1', body: {} },
  },
  {
    name: 'mergeViewedDrugs',
    call: (api) => api.mergeViewedDrugs([1, 2]),
    answer: { status: 1 },
    request: { method: 'POST', path: 'v2/viewed-drug/add', body: { drugIds: [1, 2] } },
  },
  {
    name: 'getFavorites',
    call: (api) => api.getFavorites(),
    answer: { status: 1, results: [drug] },
    expected: [drug],
    request: { method: 'GET', path: 'v2/favorites' },
  },
  {
    name: 'toggleFavorite',
    call: (api) => api.toggleFavorite(1),
    answer: { status: 1, is_favorite: true },
    request: { method: 'POST', path: 'v2/favorites/toggle', body: { drug_id: 1 } },
  },
  {
    name: 'mergeFavorites',
    call: (api) => api.mergeFavorites([3, 1]),
    answer: { status: 1 },
    request: { method: 'POST', path: 'v2/favorites/add', body: { drugIds: [3, 1] } },
  },
  {
    name: 'getArticles',
    call: (api) => createArticlesApi(api.http).getArticles(1, 10),
    answer: { status: 1, results: [{ id: 1 }], count: 12 },
    expected: { results: [{ id: 1 }], count: 12 },
    request: { method: 'GET', path: 'v1/articles', query: { page: '1', per_page: '10' } },
  },
  {
    name: 'getArticle',
    call: (api) => createArticlesApi(api.http).getArticle('vitamins'),
    answer: { id: 1, slug: 'vitamins' },
    request: { method: 'GET', path: 'v1/article/vitamins' },
  },
  {
    name: 'getPharmacies',
    call: (api) =>
      createPharmaciesApi(api.http).getPharmacies([
        { drug_id: 1, qty: 2 },
        { drug_id: 5, qty: 1 },
      ]),
    answer: { status: 1, results: [{ id: 9, has_all: true }] },
    expected: [{ id: 9, has_all: true }],
    request: { method: 'GET', path: 'v1/pharmacies', query: { drugs: '1:2,5:1' } },
  },
  {
    name: 'getAddresses',
    call: (api) => createAddressesApi(api.http).getAddresses(),
    answer: { status: 1, results: [{ id: 4 }] },
    expected: [{ id: 4 }],
    request: { method: 'GET', path: 'v2/addresses' },
  },
  {
    name: 'saveAddress',
    call: (api) => createAddressesApi(api.http).saveAddress(newAddress),
    answer: { status: 1, address: { id: 4 } },
    request: {
      method: 'POST',
      path: 'v2/addresses',
      body: newAddress,
    },
  },
  {
    name: 'deleteAddress',
    call: (api) => createAddressesApi(api.http).deleteAddress(4),
    answer: { status: 1 },
    request: { method: 'POST', path: 'v2/addresses/delete', body: { id: 4 } },
  },
];

describe('api-client calls', () => {
  it.each(cases)(
    '$name sends its request and reads its answer',
    async ({ call, answer, expected = answer, request }) => {
      const { api, last } = clientAnswering(answer);
      await expect(call(api)).resolves.toEqual({ ok: true, data: expected });
      const sent = await last();
      expect(sent.method).toBe(request.method);
      expect(sent.path).toBe(request.path);
      expect(sent.query).toEqual(request.query ?? {});
      if (request.body !== undefined) expect(sent.body).toEqual(request.body);
    },
  );

  // Calls whose refusal the shopper is shown: a 4xx in the contract's shape fails as a refusal, with its body.
  const SHOWN_REFUSALS = new Set([
    'requestCode',
    'acceptCode',
    'registerProfile',
    'initCard',
    'confirmCard',
    'deleteCard',
    'payOrder',
    'checkoutOrder',
    'saveAddress',
  ]);

  it.each(cases.filter(({ name }) => !SHOWN_REFUSALS.has(name)))(
    '$name fails as an HTTP failure when the server refuses it',
    async ({ call }) => {
      const { api } = clientAnswering({ status: 0, msg: 'Bad request' }, 400);
      await expect(call(api)).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    },
  );

  it.each(cases.filter(({ name }) => SHOWN_REFUSALS.has(name)))(
    '$name fails with a 4xx refusal, its code, fields and HTTP status, and as an HTTP failure otherwise',
    async ({ call }) => {
      const refusal = { status: 0, code: 'too_many_cards', msg: 'At most 10 cards can be saved', count: 10 };
      const { api } = clientAnswering(refusal, 400);
      const refused = await call(api);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'refusal', status: 400 } });
      expect(!refused.ok && refused.error.answer).toEqual({ ...refusal, http_status: 400 });
      const down = clientAnswering('<html>', 502);
      await expect(call(down.api)).resolves.toMatchObject({
        ok: false,
        error: { kind: 'http', status: 502 },
      });
    },
  );

  it('reads a list that is missing from the answer as empty', async () => {
    const { api } = clientAnswering({ status: 1 });
    await expect(api.getRegions()).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getMetas({ slug: 'x' })).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getCategories()).resolves.toEqual({ ok: true, data: [] });
    await expect(createCollectionsApi(api.http).getCollections()).resolves.toEqual({ ok: true, data: [] });
    await expect(createCardsApi(api.http).getCards()).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getDrugInstruction(1)).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getOrders()).resolves.toEqual({ ok: true, data: [] });
    await expect(createSalesApi(api.http).getSales()).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getViewedDrugs()).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getFavorites()).resolves.toEqual({ ok: true, data: [] });
    await expect(createPharmaciesApi(api.http).getPharmacies()).resolves.toEqual({ ok: true, data: [] });
    await expect(createAddressesApi(api.http).getAddresses()).resolves.toEqual({ ok: true, data: [] });
    await expect(api.getCartStores([])).resolves.toEqual({ ok: true, data: [] });
    await expect(createArticlesApi(api.http).getArticles()).resolves.toEqual({
      ok: true,
      data: { results: [], count: 0 },
    });
    await expect(api.getDrugs()).resolves.toMatchObject({ ok: true, data: { results: [] } });
    await expect(api.getOrderMinimum()).resolves.toEqual({ ok: true, data: 0 });
  });

  it('reads an unknown drug, category or order (404) as null, without reporting a failure', async () => {
    const errors: unknown[] = [];
    const fake = fakeFetch(() => jsonResponse({ status: 0, msg: 'Product not found' }, 404));
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'ru',
      fetch: fake.fetch,
      onError: (error) => errors.push(error),
    });
    await expect(api.getDrug('missing')).resolves.toEqual({ ok: true, data: null });
    await expect(api.getCategory('missing')).resolves.toEqual({ ok: true, data: null });
    // Another shopper's order, or none: its pages show "not found", not "Ошибка на сервере".
    await expect(api.getOrder(999)).resolves.toEqual({ ok: true, data: null });
    await expect(api.getOrderPayment(999)).resolves.toEqual({ ok: true, data: null });
    expect(errors).toEqual([]);
  });

  it('reads "no saved region" as null', async () => {
    const { api } = clientAnswering({ status: 0, msg: 'No region' });
    await expect(api.getSavedRegion()).resolves.toEqual({ ok: true, data: null });
  });

  it('sends a card token only in the body of the card calls, never in the URL', async () => {
    const { api, last } = clientAnswering({ status: 1 });
    await createCardsApi(api.http).initCard('payme-card-token');
    const sent = await last();
    expect(JSON.stringify(sent.query)).not.toContain('payme-card-token');
  });
});

describe('the client object (its calls load with the first one)', () => {
  it('is no promise, keeps each call, and stays itself inside an observable', async () => {
    const { api } = clientAnswering({ status: 1, results: [] });
    // Awaiting it (an async function's return) must not take it for a promise and wait for ever.
    await expect(Promise.resolve(api)).resolves.toBe(api);
    expect(api.getDrugs).toBe(api.getDrugs);
    expect(observable({ api }).api).toBe(api);
    await expect(api.getDrugs()).resolves.toMatchObject({ ok: true, data: { results: [] } });
  });
});
