import { drugDto } from '@gopharm/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { DrugCard } from './drug-card';

describe('DrugCard (both apps)', () => {
  it('shows "out of stock" for a drug none of which may be ordered (max_count 0), whatever its flag', async () => {
    await renderScreen(<DrugCard drug={drugDto({ id: 1, is_count_exist: true, max_count: 0 })} />);
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  });

  it('keeps the favourite button’s name and tells its state by aria-pressed (ui-kit)', async () => {
    const { stores } = await renderScreen(<DrugCard drug={drugDto({ id: 2 })} />);
    const user = userEvent.setup();
    const heart = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(stores.favorites.has(2)).toBe(true);
  });

  it('says why "+" stops at max_count', async () => {
    await renderScreen(<DrugCard drug={drugDto({ id: 3, max_count: 1, name: 'Препарат 3' })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    const card = screen.getByRole('article', { name: 'Препарат 3' });
    expect(within(card).getByRole('status')).toHaveTextContent('Больше нет в наличии: максимум 1 шт.');
  });
});
