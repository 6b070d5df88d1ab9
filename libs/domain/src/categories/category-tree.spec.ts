import { categoryDto, fakeApi } from '../testing';
import { createRootStore } from '../root/root-store';
import { takeSnapshot } from '../root/snapshot';
import { buildCategoryTree } from './category-tree';
import type { Locale } from '@gopharm/util';

describe('category tree', () => {
  const dtos = [
    categoryDto({ id: 1, name_ru: 'Витамины', name_uz: 'Vitaminlar', childs: [categoryDto({ id: 11 })] }),
    categoryDto({ id: 706, name_ru: 'Скрытая' }),
    categoryDto({
      id: 2,
      name_ru: 'Лекарства',
      name_uz: 'Dori-darmonlar',
      childs: [
        categoryDto({ id: 21, name_ru: 'Противовирусные', name_uz: 'Virusga qarshi' }),
        categoryDto({ id: 708, name_ru: 'Скрытая дочерняя' }),
        categoryDto({ id: 22, name_ru: 'Обезболивающие', name_uz: 'Og‘riq qoldiruvchi' }),
      ],
    }),
  ];

  it('hides categories 706 and 708 at every level', () => {
    const tree = buildCategoryTree(dtos, 'ru');
    const ids = tree.flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
    expect(ids).not.toContain(706);
    expect(ids).not.toContain(708);
  });

  it('sorts parents by number of children, most first', () => {
    expect(buildCategoryTree(dtos, 'ru').map((c) => c.id)).toEqual([2, 1]);
  });

  it('sorts children by name', () => {
    expect(buildCategoryTree(dtos, 'ru')[0].children.map((c) => c.name)).toEqual([
      'Обезболивающие',
      'Противовирусные',
    ]);
  });

  it('shows names in the current language and keeps name_ru', () => {
    const [medicines] = buildCategoryTree(dtos, 'uz');
    expect(medicines.name).toBe('Dori-darmonlar');
    expect(medicines.nameRu).toBe('Лекарства');
  });
});

describe("categories from a server's snapshot", () => {
  // Uzbek names whose order differs from the Russian names' order.
  const api = () =>
    fakeApi({
      getCategories: async () => [
        categoryDto({ id: 1, name_ru: 'Б', name_uz: 'A', childs: [categoryDto({ id: 11 })] }),
        categoryDto({
          id: 2,
          name_ru: 'А',
          name_uz: 'B',
          childs: [
            categoryDto({ id: 21, name_ru: 'Я', name_uz: 'Chaqaloq' }),
            categoryDto({ id: 706, name_ru: 'Скрытая' }),
            categoryDto({ id: 22, name_ru: 'Ю', name_uz: 'Oʻsimlik' }),
            categoryDto({ id: 23, name_ru: 'Э', name_uz: 'Zamburugʻ' }),
          ],
        }),
        categoryDto({ id: 3, name_ru: 'В', name_uz: 'D', childs: [categoryDto({ id: 31 })] }),
      ],
    });

  it.each<Locale>(['ru', 'uz'])('lists in the browser what the server listed (%s)', async (locale) => {
    const server = createRootStore({ locale, api: api() });
    await server.categories.load();
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot(server)));
    const browser = createRootStore({ locale: 'ru', api: fakeApi(), snapshot });
    expect(browser.categories.tree).toEqual(server.categories.tree);
    expect(browser.categories.tree.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(browser.categories.tree[0].children.map((c) => c.id)).toEqual(
      locale === 'ru' ? [23, 22, 21] : [21, 22, 23],
    );
  });

  it('takes their order as it is: the browser sorts nothing at start', () => {
    // Deliberately out of the spec's order: were the browser to sort, it would reorder them.
    const snapshot = {
      version: 1 as const,
      locale: 'uz' as const,
      categories: [
        categoryDto({ id: 1, name_uz: 'Z', childs: [] }),
        categoryDto({
          id: 2,
          name_uz: 'A',
          childs: [categoryDto({ id: 22, name_uz: 'Y' }), categoryDto({ id: 21, name_uz: 'B' })],
        }),
      ],
    };
    const browser = createRootStore({ locale: 'uz', api: fakeApi(), snapshot });
    const tree = browser.categories.tree;
    expect(tree.map((c) => c.id)).toEqual([1, 2]);
    expect(tree[1].children.map((c) => c.id)).toEqual([22, 21]);
  });

  it('sorts again in another language and after a load from the API', async () => {
    const children = [
      categoryDto({ id: 21, name_ru: 'Б', name_uz: 'A' }),
      categoryDto({ id: 22, name_ru: 'А', name_uz: 'B' }),
    ];
    const snapshot = {
      version: 1 as const,
      locale: 'uz' as const,
      categories: [categoryDto({ id: 2, childs: children })],
    };
    const browser = createRootStore({
      locale: 'uz',
      api: fakeApi({ getCategories: async () => [categoryDto({ id: 2, childs: [...children].reverse() })] }),
      snapshot,
    });
    const childIds = () => browser.categories.tree[0].children.map((c) => c.id);
    expect(childIds()).toEqual([21, 22]);
    browser.locale.set('ru');
    expect(childIds()).toEqual([22, 21]);
    browser.locale.set('uz');
    await browser.categories.load();
    expect(childIds()).toEqual([21, 22]);
  });
});

describe('categories store', () => {
  it('loads one category with its parent chain', async () => {
    const detail = {
      ...categoryDto({ id: 5 }),
      parent: { id: 1, name: 'Лекарства', slug: 'drugs', parent: null },
    };
    const root = createRootStore({ locale: 'ru', api: fakeApi({ getCategory: async () => detail }) });
    await expect(root.categories.loadCategory('category-5')).resolves.toEqual({ ok: true, data: detail });
  });

  it('an unknown category is null, not a failure', async () => {
    const root = createRootStore({ locale: 'ru', api: fakeApi({ getCategory: async () => null }) });
    await expect(root.categories.loadCategory('nope')).resolves.toEqual({ ok: true, data: null });
  });
});
