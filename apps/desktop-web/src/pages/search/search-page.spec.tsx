import type { DrugsRequest } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { renderScreen } from '@gopharm/shell/testing';
import { act, screen } from '@testing-library/react';
import { SearchPage } from './search-page';

const answer = (lan: string) => ({
  status: 1,
  results: [drugDto({ id: 1, name: lan === 'uz' ? 'Paratsetamol 500 mg' : 'Парацетамол 500 мг' })],
  count: 1,
  page: 1,
  per_page: 24,
});

describe('SearchPage', () => {
  it('lists the results again in Uzbek after a language switch, without a reload', async () => {
    // The fake API answers in the language the page is in, as the real one does (lan).
    const page = { lan: 'ru' };
    const { stores } = await renderScreen(<SearchPage />, {
      path: '/search?q=парацетамол',
      api: {
        getDrugs: jest.fn(async (_query?: DrugsRequest) => answer(page.lan)),
        getPharmacies: async () => [],
      },
    });
    expect(await screen.findByText('Парацетамол 500 мг')).toBeInTheDocument();
    page.lan = 'uz';
    await act(async () => stores.locale.set('uz'));
    expect(await screen.findByText('Paratsetamol 500 mg')).toBeInTheDocument();
    expect(screen.queryByText('Парацетамол 500 мг')).not.toBeInTheDocument();
  });
});

describe('SearchPage that finds nothing', () => {
  it('shows the empty state without the filters column: there is nothing to narrow', async () => {
    await renderScreen(<SearchPage />, {
      path: '/search?q=ъъъъ',
      api: {
        getDrugs: async () => ({ status: 1, results: [], count: 0, page: 1, per_page: 24 }),
        getPharmacies: async () => [],
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/ничего не найдено/i)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Фильтры' })).not.toBeInTheDocument();
  });
});
