import type { ApiClient, CollectionDto, CollectionsApi } from '@gopharm/api-client';
import { collectionsOf, createRootStore } from '@gopharm/domain';
import { categoryDto, drugDto, fakeApi, fakeFeatureApi, type FakeCall } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders } from '@gopharm/shell';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

function renderHome(
  locale: 'ru' | 'uz',
  getCategories: FakeCall<ApiClient['getCategories']>,
  collections: CollectionDto[] = [],
) {
  const api = fakeApi({
    getCategories,
    getDrugs: async () => ({ status: 1, results: [], count: 0, page: 1, per_page: 20 }),
  });
  const stores = createRootStore({ locale, api });
  const collectionsStore = collectionsOf(
    stores,
    fakeFeatureApi<CollectionsApi>({ getCollections: async () => [] }),
  );
  collectionsStore.raw = collections;
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
  });

  it("leads from a collection's heading to the whole collection, in Uzbek as well", async () => {
    const collection = {
      id: 3,
      slug: 'winter',
      title: 'Qish uchun',
      description: '',
      type: 'regular',
      status: 'active_home',
      sort: 1,
      drugs: [drugDto({ id: 11 })],
    } as CollectionDto;
    renderHome('uz', async () => [], [collection]);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Qish uchun' });
    expect(within(heading).getByRole('link', { name: 'Qish uchun' })).toHaveAttribute(
      'href',
      '/uz/collection/winter',
    );
  });

  it('shows an error with a retry button when the call fails', async () => {
    renderHome('ru', async () => false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить категории.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
