import type { ApiClient, CollectionsApi, SalesApi } from '@gopharm/api-client';
import { collectionsOf, createRootStore, salesOf } from '@gopharm/domain';
import { categoryDto, fakeApi, fakeFeatureApi, type FakeCall } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders } from '@gopharm/shell';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

function renderHome(locale: 'ru' | 'uz', getCategories: FakeCall<ApiClient['getCategories']>) {
  // The home page's other parts answer (empty), so only the categories' own state is in question.
  const api = fakeApi({
    getCategories,
    getDrugs: async () => ({ status: 1, results: [], count: 0, page: 1, per_page: 20 }),
  });
  const stores = createRootStore({ locale, api });
  collectionsOf(stores, fakeFeatureApi<CollectionsApi>({ getCollections: async () => [] }));
  salesOf(stores, fakeFeatureApi<SalesApi>({ getSales: async () => [] }));
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
});
