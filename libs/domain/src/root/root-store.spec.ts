import type { ApiClient } from '@gopharm/api-client';
import { categoryDto } from '../testing';
import { createRootStore } from './root-store';

function fakeApi(categories: ReturnType<typeof categoryDto>[] | false): ApiClient {
  return { getCategories: jest.fn(async () => categories) } as unknown as ApiClient;
}

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

  it('marks the list as failed when the call yields false', async () => {
    const store = createRootStore({ locale: 'ru', api: fakeApi(false) });
    await store.categories.load();
    expect(store.categories.state).toBe('error');
    expect(store.categories.tree).toEqual([]);
  });
});
