import type { DrugsRequest } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { renderScreen } from '@gopharm/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrugListing } from './drug-listing';

const facets = {
  manufacturers: [{ id: 4, name: 'Bayer', count: 1 }],
  substances: [],
  countries: [],
  recept: { yes: 0, no: 2 },
  price: { min: 1_000, max: 9_000 },
};

// The phone's layout of shell's listing: cards two a row, sort and filters in bottom sheets.
describe('mobile DrugListing', () => {
  it('shows shell’s cards and applies the sheets’ choices to the shared listing (24 a page)', async () => {
    const getDrugs = jest.fn(async (_query?: DrugsRequest) => ({
      status: 1,
      results: [drugDto({ id: 1, name: 'Нурофен' }), drugDto({ id: 2, max_count: 0, name: 'Анальгин' })],
      count: 2,
      page: 1,
      per_page: 24,
      facets,
    }));
    await renderScreen(<DrugListing scope={{ search: 'боль' }} label="Результаты" empty={null} />, {
      api: { getDrugs },
      path: '/search?q=боль',
    });
    const grid = await screen.findByRole('list', { name: 'Результаты' });
    expect(within(grid).getByRole('article', { name: 'Анальгин' })).toHaveTextContent('Нет в наличии');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    await user.click(screen.getByRole('checkbox', { name: /Bayer/ }));
    await user.type(screen.getByRole('textbox', { name: /от/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await user.click(screen.getByRole('button', { name: 'Сортировка' }));
    await user.click(screen.getByRole('radio', { name: 'Сначала дешевле' }));
    expect(getDrugs).toHaveBeenLastCalledWith(
      expect.objectContaining({ manufacturer: [4], price_min: 0, sort: 'price_asc', per_page: 24 }),
    );
  });

  it('shows nothing found alone, without a count, sort or filters; a filtered list keeps its filters', async () => {
    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [],
      count: 0,
      page: 1,
      per_page: 24,
      facets,
    }));
    const { unmount } = await renderScreen(
      <DrugListing scope={{ search: 'zzzzqqq' }} label="Результаты" empty={<p>ничего не найдено</p>} />,
      { api: { getDrugs }, path: '/search?q=zzzzqqq' },
    );
    expect(await screen.findByText('ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сортировка' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Фильтры' })).not.toBeInTheDocument();
    unmount();
    await renderScreen(<DrugListing scope={{ search: 'боль' }} label="Результаты" empty={<p>пусто</p>} />, {
      api: { getDrugs },
      path: '/search?q=боль&manufacturer=4',
    });
    expect(await screen.findByText('пусто')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Фильтры' })).toBeInTheDocument();
  });
});
