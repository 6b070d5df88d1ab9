import type { CategoryRefDto } from '@gopharm/api-client';
import { categoryPath, productCrumbs } from './category-crumbs';

const top: CategoryRefDto = { id: 1, slug: 'lekarstva', name: 'Лекарственные средства', parent: null };
const middle: CategoryRefDto = { id: 10, slug: 'prostuda', name: 'Простуда и грипп', parent: top };
const leaf: CategoryRefDto = {
  id: 105,
  slug: 'zharoponizhayushchie',
  name: 'Жаропонижающие',
  parent: middle,
};

describe('productCrumbs', () => {
  it('walks from the home page through every parent category down to the drug', () => {
    expect(productCrumbs({ name: 'Парацетамол 500 мг', category: leaf }, 'Главная')).toEqual([
      { label: 'Главная', href: '/' },
      { label: 'Лекарственные средства', href: '/catalog/lekarstva' },
      { label: 'Простуда и грипп', href: '/catalog/prostuda' },
      { label: 'Жаропонижающие', href: '/catalog/zharoponizhayushchie' },
      { label: 'Парацетамол 500 мг' },
    ]);
  });

  it('is the home page and the drug without a category', () => {
    expect(productCrumbs({ name: 'Paratsetamol', category: null }, 'Bosh sahifa')).toEqual([
      { label: 'Bosh sahifa', href: '/' },
      { label: 'Paratsetamol' },
    ]);
    expect(categoryPath(null)).toEqual([]);
  });
});
