import type { ApiClient, CollectionsApi, DrugDto, SalesApi } from '@gopharm/api-client';
import { collectionsOf, createRootStore, salesOf } from '@gopharm/domain';
import { categoryDto, drugDto, fakeApi, fakeFeatureApi, type FakeCall } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders } from '@gopharm/shell';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

function renderHome(
  locale: 'ru' | 'uz',
  getCategories: FakeCall<ApiClient['getCategories']>,
  seen: DrugDto[] = [],
) {
  // The home page's other parts answer (empty), so only the categories' own state is in question.
  const api = fakeApi({
    getCategories,
    // The recently seen, asked by their ids, in the page's language; the home's own lists are empty.
    getDrugs: async (query) => {
      const results = query?.ids ? seen.map((drug) => ({ ...drug, name: `${drug.name} (${locale})` })) : [];
      return { status: 1, results, count: results.length, page: 1, per_page: 20 };
    },
  });
  const stores = createRootStore({ locale, api });
  collectionsOf(stores, fakeFeatureApi<CollectionsApi>({ getCollections: async () => [] }));
  salesOf(stores, fakeFeatureApi<SalesApi>({ getSales: async () => [] }));
  for (const drug of seen) stores.userLastDrugs.add(drug);
  render(
    <AppProviders stores={stores} i18n={createI18n(locale)}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('HomePage', () => {
  it('lists the categories from the API in Uzbek, hiding service categories', async () => {
    renderHome('uz', async () => [
      categoryDto({ id: 1, name_ru: 'Лекарства', name_uz: 'Dori vositalari', slug: 'lekarstva' }),
      categoryDto({ id: 706, name_ru: 'Служебная', name_uz: 'Xizmat' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Kategoriyalar' });
    const link = within(list).getByRole('link', { name: /Dori vositalari/ });
    expect(link).toHaveAttribute('href', '/uz/catalog/lekarstva');
    expect(within(list).queryByText('Xizmat')).not.toBeInTheDocument();
    // The whole catalogue is a tap away from the popular categories.
    expect(screen.getByRole('link', { name: 'Barcha kategoriyalar' })).toHaveAttribute(
      'href',
      '/uz/catalog-home',
    );
  });

  it('shows an error with a retry button when the call fails', async () => {
    renderHome('ru', async () => false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить категории.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it.each([
    // ui-kit's link: the app's router puts the language in front (RouterLinks), not rendered here.
    ['ru', 'Вы недавно смотрели', 'Все просмотренные', '/recently-seen'],
    ['uz', 'Yaqinda koʻrganlaringiz', 'Barcha koʻrilganlar', '/recently-seen'],
  ] as const)(
    '%s: the recently seen row names them in the page’s language and leads to the whole list',
    async (locale, title, all, href) => {
      renderHome(locale, async () => [], [drugDto({ id: 3, name: 'Парацетамол', slug: 'paracetamol' })]);
      const row = await screen.findByRole('region', { name: title });
      // Seen on a Russian page, kept so on the device: the row's card is the API's, in this page's language.
      expect(within(row).getByRole('article', { name: `Парацетамол (${locale})` })).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: all })).toHaveAttribute('href', href);
    },
  );
});
