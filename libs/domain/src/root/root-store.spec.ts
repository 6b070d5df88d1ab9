import type { ApiClient, ArticlesApi, CollectionsApi, SalesApi } from '@gopharm/api-client';
import { articlesOf } from '../articles/articles-store';
import { drugsOf } from '../drugs/drugs-store';
import { collectionsOf } from '../collections/collections-store';
import { pagesOf } from '../pages/pages-store';
import { salesOf } from '../sales/sales-store';
import {
  categoryDto,
  drugDto,
  fakeApi as fakeApi2,
  fakeFeatureApi,
  recordingNavigation,
  userDto,
} from '../testing';
import { isNetworkFailure } from '@gopharm/api-client';
import { metaOf } from '../meta/meta-store';
import { createRootStore } from './root-store';
import { applySnapshot, takeSnapshot } from './snapshot';

function fakeApi(categories: ReturnType<typeof categoryDto>[] | false): ApiClient {
  return fakeApi2({ getCategories: jest.fn(async () => categories) });
}

/** A collection as the wire carries it (type and status set by each test). */
const collectionOf = (id: number) => ({
  id,
  slug: `collection-${id}`,
  title: `Подборка ${id}`,
  description: '',
  drugs: [drugDto({ id: 10 + id })],
});

describe('createRootStore', () => {
  it('builds a fresh tree for each caller', () => {
    const a = createRootStore({ locale: 'ru', api: fakeApi([]) });
    const b = createRootStore({ locale: 'uz', api: fakeApi([]) });
    expect(a).not.toBe(b);
    expect(a.categories).not.toBe(b.categories);
    expect(b.locale.iso).toBe('uz-UZ');
  });

  it('loads categories and re-derives names when the locale changes', async () => {
    const store = createRootStore({
      locale: 'ru',
      api: fakeApi([categoryDto({ id: 1, name_ru: 'Витамины', name_uz: 'Vitaminlar' })]),
    });
    await store.categories.load();
    expect(store.categories.state).toBe('loaded');
    expect(store.categories.tree[0].name).toBe('Витамины');
    store.locale.set('uz');
    expect(store.categories.tree[0].name).toBe('Vitaminlar');
  });

  it('gives the reason of a failed call back with its result, so a screen tells "Network Error" apart', async () => {
    const reported: string[] = [];
    const store = createRootStore({
      locale: 'ru',
      apiConfig: {
        baseUrl: 'http://api.test/api/',
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
        timeouts: { getMs: 200, postMs: 200, orderMs: 200, backoffLimitMs: 1 },
        onError: (error) => reported.push(error.message),
      },
    });
    const result = await pagesOf(store).select('about');
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 500, message: 'Network Error' }),
    });
    expect(isNetworkFailure(result)).toBe(true);
    // The app's own error reporting still hears of it.
    expect(reported).toEqual(['Network Error']);
  });

  it('marks the list as failed when the call fails', async () => {
    const store = createRootStore({ locale: 'ru', api: fakeApi(false) });
    await store.categories.load();
    expect(store.categories.state).toBe('error');
    expect(store.categories.tree).toEqual([]);
  });
});

describe('root store: server rendering', () => {
  it('snapshot carries the loaded public data as plain JSON and hydrate restores it in a fresh tree', async () => {
    const server = createRootStore({
      locale: 'uz',
      api: fakeApi2({
        getCategories: async () => [categoryDto({ id: 1, name_uz: 'Vitaminlar' })],
        getDrugs: async () => ({ status: 1, results: [drugDto({ id: 3 })], count: 1, page: 1, per_page: 24 }),
        getMetas: async () => [{ hid: 'title', content: 'GoPharm' }],
        getRegions: async () => [{ id: 1, name: 'Toshkent', childs: [] }],
      }),
    });
    const sales = salesOf(
      server,
      fakeFeatureApi<SalesApi>({
        getSales: async () => [
          { id: 1, title: 'Sale', description: '', image: '', start_date: '', end_date: '' },
        ],
      }),
    );
    const collections = collectionsOf(
      server,
      fakeFeatureApi<CollectionsApi>({
        getCollections: async () => [
          { ...collectionOf(1), type: 'regular', status: 'active_home', sort: 1 },
          { ...collectionOf(2), type: 'regular', status: 'archived', sort: 2 },
        ],
      }),
    );
    server.auth.user = { token: 'secret', user: userDto() };
    await Promise.all([
      server.categories.load(),
      drugsOf(server).loadHome(),
      sales.load(),
      metaOf(server).load({ url: 'home' }),
      server.region.loadRegions(),
      collections.load(),
    ]);
    const json = JSON.stringify(takeSnapshot(server));
    expect(json).not.toContain('secret');

    const browser = createRootStore({ locale: 'ru', api: fakeApi2(), snapshot: JSON.parse(json) });
    expect(browser.locale.code).toBe('uz');
    expect(browser.categories.state).toBe('loaded');
    expect(browser.categories.tree[0].name).toBe('Vitaminlar');
    expect(drugsOf(browser).home.map((d) => d.id)).toEqual([3]);
    // The home screen hydrating makes the sales and the collections: they start from what the server loaded.
    expect(salesOf(browser).list).toHaveLength(1);
    expect(salesOf(browser).state).toBe('loaded');
    expect(browser.region.regions).toHaveLength(1);
    // Only what a screen shows: the collections on display, no meta tags (they are in the page's head).
    expect(collectionsOf(browser).raw.map((c) => c.id)).toEqual([1]);
    expect(json).not.toContain('"meta"');
  });

  it("carries screens' preloaded answers and skips malformed ones", () => {
    const server = createRootStore({ locale: 'ru', api: fakeApi2() });
    server.preloaded.set('listing:1', { count: 2 });
    const json = JSON.stringify(takeSnapshot(server));
    const browser = createRootStore({ locale: 'ru', api: fakeApi2(), snapshot: JSON.parse(json) });
    expect(browser.preloaded.get('listing:1')).toEqual({ count: 2 });
    const other = createRootStore({ locale: 'ru', api: fakeApi2() });
    applySnapshot(other, { version: 1, locale: 'ru', preloaded: ['bad'] as never });
    expect(other.preloaded.size).toBe(0);
  });

  it('a snapshot of a page without articles, a content page, sales or collections carries none of them', () => {
    const server = createRootStore({ locale: 'ru', api: fakeApi2() });
    const snapshot = takeSnapshot(server);
    expect(snapshot).not.toHaveProperty('articles');
    expect(snapshot).not.toHaveProperty('page');
    expect(snapshot).not.toHaveProperty('sales');
    expect(snapshot).not.toHaveProperty('collections');
    server.clearPrivateData();
    expect(server.ifMade('orders')).toBeUndefined();
  });

  it('a store whose code comes with its screen takes its part of the snapshot when made, after the root', async () => {
    const article = {
      id: 1,
      slug: 'a-1',
      title: 'A1',
      image: '',
      created_date: '',
      excerpt: '',
      content: '<p/>',
    };
    const server = createRootStore({ locale: 'uz', api: fakeApi2() });
    const articles = articlesOf(
      server,
      fakeFeatureApi<ArticlesApi>({
        getArticles: async () => ({ results: [article], count: 7 }),
        getArticle: async () => article,
      }),
    );
    await Promise.all([articles.load(), articles.select('a-1')]);
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot(server)));

    const browser = createRootStore({ locale: 'ru', api: fakeApi2(), snapshot });
    // Made by the article screen hydrating, once its code has come: what the server rendered, with no fetch.
    const made = articlesOf(browser);
    expect(made.list.map((a) => a.id)).toEqual([1]);
    expect(made.count).toBe(7);
    expect(made.state).toBe('loaded');
    expect(made.selected?.slug).toBe('a-1');
    // In another language than the server's, the store made later starts empty (it loads in the new one).
    const switched = createRootStore({ locale: 'ru', api: fakeApi2(), snapshot });
    switched.locale.set('ru');
    expect(articlesOf(switched).list).toEqual([]);
  });

  it('deferPersistence leaves storage unread until startPersistence', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: jest.fn(async (key: string) => stored.get(key) ?? null),
      setItem: async (key: string, value: string) => void stored.set(key, value),
      removeItem: async (key: string) => void stored.delete(key),
    };
    const store = createRootStore({ locale: 'ru', api: fakeApi2(), storage, deferPersistence: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.getItem).not.toHaveBeenCalled();
    await store.startPersistence();
    expect(storage.getItem).toHaveBeenCalled();
    await store.ready;
    store.dispose();
  });

  it('hydrate ignores a missing or foreign snapshot', () => {
    const store = createRootStore({ locale: 'ru', api: fakeApi2() });
    applySnapshot(store, null as never);
    applySnapshot(store, { version: 2 } as never);
    applySnapshot(store, { version: 1, locale: 'xx' as never, categories: 'bad' as never });
    expect(store.locale.code).toBe('ru');
    expect(store.categories.state).toBe('idle');
  });

  it('navigates in the current language through the registered port and touches no window', () => {
    const navigation = recordingNavigation('/cart');
    const store = createRootStore({ locale: 'uz', api: fakeApi2(), navigation });
    store.navigate('/auth');
    store.reload();
    expect(navigation.visits).toEqual(['/uz/auth']);
    expect(navigation.reloads).toBe(1);
    expect(store.currentPath()).toBe('/cart');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it('works without any port (server render): no navigation, no storage', async () => {
    const store = createRootStore({ locale: 'ru', api: fakeApi2() });
    await store.ready;
    store.navigate('/auth');
    expect(store.currentPath()).toBe('/');
    expect(store.device()).toBe('desktop');
    store.dispose();
  });
});
