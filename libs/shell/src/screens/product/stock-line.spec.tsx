import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing';
import { StockLine } from './stock-line';

const drug = { id: 7, is_count_exist: true, max_count: 5, pharmacies_count: 3 };

describe('StockLine (the product page of both apps)', () => {
  it('says how many pharmacies hold the drug, with the map', async () => {
    await renderScreen(<StockLine drug={drug} />);
    expect(screen.getByText(/^В наличии в 3 аптеках\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать на карте' })).toHaveAttribute(
      'href',
      '/pharmacy-map?drug=7',
    );
  });

  it('offers "tell me when it is back" instead of "in 0 pharmacies", by one rule for both flags', async () => {
    for (const gone of [
      { ...drug, is_count_exist: false, pharmacies_count: 0 },
      { ...drug, max_count: 0 },
    ]) {
      const { unmount } = await renderScreen(<StockLine drug={gone} />, { locale: 'uz' });
      expect(screen.getByRole('link', { name: 'Kelganda xabar berish' })).toHaveAttribute('href', '/uz/auth');
      expect(screen.queryByText(/dorixonada mavjud/)).toBeNull();
      unmount();
    }
  });
});
