import type { DrugDto } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrugCard } from '../../index';
import { renderScreen } from '../../testing';
import { createListScreens } from './list-screens';

const { FavoritesPage, RecentlySeenPage } = createListScreens({
  ProductGrid: ({ drugs, label }: { drugs: DrugDto[]; label: string }) => (
    <ul aria-label={label}>
      {drugs.map((drug) => (
        <li key={drug.id}>
          <DrugCard drug={drug} />
        </li>
      ))}
    </ul>
  ),
  ProductGridSkeleton: ({ count }: { count: number }) => <p role="status">{`${count} skeletons`}</p>,
  catalogPath: '/catalog-home',
});

const drugs = (...ids: number[]) => ids.map((id) => drugDto({ id, name: `Препарат ${id}` }));
const page = (results: DrugDto[]) => ({ status: 1, count: results.length, page: 1, per_page: 60, results });

describe('favourites (both apps)', () => {
  it('a signed-in shopper sees the favourites kept on the server, marked on another device', async () => {
    await renderScreen(<FavoritesPage />, { signedIn: true, api: { getFavorites: async () => drugs(7) } });
    const grid = await screen.findByRole('list', { name: 'Избранное' });
    expect(within(grid).getByRole('article', { name: 'Препарат 7' })).toBeInTheDocument();
  });

  it('a guest sees the favourites marked on the device; one unmarked leaves the grid at once', async () => {
    const { stores } = await renderScreen(<FavoritesPage />, {
      api: { getDrugs: async () => page(drugs(1, 2)) },
    });
    expect(screen.getByText('Избранное', { selector: 'h1' })).toBeInTheDocument();
    await act(async () => {
      for (const drug of drugs(2, 1)) stores.favorites.toggle(drug);
    });
    const grid = await screen.findByRole('list', { name: 'Избранное' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Добавить в избранное' })[0]);
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
  });

  it('a list that failed to load offers a retry, never "nothing here"', async () => {
    let answers = 0;
    const getFavorites = async () => (++answers === 1 ? (false as const) : drugs(7));
    await renderScreen(<FavoritesPage />, { signedIn: true, api: { getFavorites } });
    expect(screen.queryByRole('heading', { name: 'В избранном пока ничего нет' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Препарат 7' })).toBeInTheDocument();
  });

  it('nothing marked: the empty state with a way to the app’s catalogue', async () => {
    await renderScreen(<FavoritesPage />);
    expect(screen.getByRole('heading', { name: 'В избранном пока ничего нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog-home');
  });
});

describe('recently seen (both apps)', () => {
  it('shows skeletons while the list loads, then the drugs in the list’s order', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    const { stores } = await renderScreen(<RecentlySeenPage />, {
      api: { getDrugs: () => new Promise((resolve) => (answer = resolve)) },
    });
    await act(async () => {
      for (const drug of drugs(1, 2)) stores.userLastDrugs.add(drug);
    });
    expect(screen.getByRole('status')).toHaveTextContent('2 skeletons');
    await act(async () => answer(page(drugs(1, 2))));
    const grid = screen.getByRole('list', { name: 'Вы недавно смотрели' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Препарат 2', 'Препарат 1']);
  });

  it('drugs no longer in the catalogue: the empty state, not an empty grid', async () => {
    const { stores } = await renderScreen(<RecentlySeenPage />, { api: { getDrugs: async () => page([]) } });
    await act(async () => stores.userLastDrugs.add(drugDto({ id: 3 })));
    expect(await screen.findByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog-home',
    );
    expect(screen.queryByRole('list', { name: 'Вы недавно смотрели' })).not.toBeInTheDocument();
  });
});
