import { categoryDto, fakeApi } from '../testing';
import { createRootStore } from '../root/root-store';
import { buildCategoryTree } from './category-tree';

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
