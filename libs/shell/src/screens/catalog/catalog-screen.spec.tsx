import { AppError, failed, type CategoryDetailDto, type DrugsRequest } from '@gopharm/api-client';
import { categoryDto, drugDto } from '@gopharm/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { keep } from '../../loading/keyed-load';
import { categoryData } from '../../loading/route-data';
import { renderScreen, type ScreenOptions } from '../../testing';
import { createCatalogScreen } from './catalog-screen';

const colds: CategoryDetailDto = {
  ...categoryDto({ id: 10, name_ru: 'Простуда и грипп', slug: 'prostuda' }),
  name: 'Простуда и грипп',
  childs: [
    // A leaf opens as /subcategory, a category with subcategories of its own as /catalog (spec, section 2).
    categoryDto({ id: 11, name_ru: 'Жаропонижающие', slug: 'zharoponizhayushchie' }),
    {
      ...categoryDto({ id: 12, name_ru: 'От кашля', slug: 'ot-kashlya' }),
      childs: [categoryDto({ id: 13, slug: 'siropy' })],
    },
  ],
  parent: { id: 1, name: 'Лекарственные средства', slug: 'lekarstva', parent: null },
};

const drugsPage = {
  status: 1,
  results: [drugDto({ id: 1, name: 'Нурофен' })],
  count: 1,
  page: 1,
  per_page: 24,
};

// The app's listing stands in: the screen hands it the category's slug and name.
const { CatalogPage } = createCatalogScreen({
  Listing: ({ scope, label }) => <p>{`listing ${String(scope.category)} as ${label}`}</p>,
  rootColumns: 2,
  chipScroll: true,
});

function renderCatalog(options: ScreenOptions = {}) {
  return renderScreen(
    <Routes>
      <Route path="/catalog/:param?" element={<CatalogPage />} />
      <Route path="/subcategory/:param" element={<CatalogPage />} />
    </Routes>,
    { path: '/catalog/prostuda', ...options },
  );
}

describe('the catalogue page (one for both apps)', () => {
  it('shows the way down from home, the name, subcategory chips and the listing of the slug', async () => {
    const getDrugs = jest.fn(async (_query?: DrugsRequest) => drugsPage);
    await renderCatalog({ api: { getCategory: async () => colds, getCategories: async () => [], getDrugs } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Простуда и грипп' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Главная', '/'],
      ['Лекарственные средства', '/catalog/lekarstva'],
    ]);
    const chips = screen.getByRole('list', { name: 'Подкатегории' });
    expect(within(chips).getByRole('link', { name: 'Жаропонижающие' })).toHaveAttribute(
      'href',
      '/subcategory/zharoponizhayushchie',
    );
    expect(within(chips).getByRole('link', { name: 'От кашля' })).toHaveAttribute(
      'href',
      '/catalog/ot-kashlya',
    );
    expect(screen.getByText('listing prostuda as Простуда и грипп')).toBeInTheDocument();
  });

  it('names the category from the tree at once, before its own answer (Back to a listing keeps its place)', async () => {
    const tree = [
      {
        ...categoryDto({ id: 1, name_ru: 'Лекарственные средства', slug: 'lekarstva' }),
        childs: [{ ...colds, childs: colds.childs }],
      },
    ];
    await renderCatalog({
      api: { getCategories: async () => tree, getCategory: () => new Promise(() => undefined) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Простуда и грипп' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Лекарственные средства' })).toHaveAttribute(
      'href',
      '/catalog/lekarstva',
    );
    const chips = screen.getByRole('list', { name: 'Подкатегории' });
    expect(within(chips).getByRole('link', { name: 'Жаропонижающие' })).toHaveAttribute(
      'href',
      '/subcategory/zharoponizhayushchie',
    );
  });

  it('starts from the category the server loaded under the same key, without asking again', async () => {
    const getCategory = jest.fn(async () => colds);
    await renderCatalog({
      api: { getCategory, getCategories: async () => [] },
      preload: (stores) =>
        keep(categoryData, { stores, param: 'prostuda', search: new URLSearchParams() }, colds),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Простуда и грипп' })).toBeInTheDocument();
    expect(getCategory).not.toHaveBeenCalled();
  });

  it('says an unknown category is not there', async () => {
    await renderCatalog({ api: { getCategory: async () => null, getCategories: async () => [] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена!' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the connection is lost, in Uzbek too, and shows the category once it answers', async () => {
    let online = false;
    await renderCatalog({
      locale: 'uz',
      api: {
        getCategories: async () => [],
        getCategory: async () => {
          if (!online) return failed(new AppError(0, 'Network Error', 'network'));
          return colds;
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Qayta urinish' });
    online = true;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Простуда и грипп' })).toBeInTheDocument();
  });

  it('lists every top-level category at the catalogue root', async () => {
    await renderCatalog({ path: '/catalog', api: { getCategories: async () => [] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
  });
});
