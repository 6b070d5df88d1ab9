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

  it('in a row compared with a drug, says its price per unit and how many times cheaper, in both languages', async () => {
    const drug = drugDto({
      id: 4,
      name: 'Препарат 4',
      price: 9_600,
      unit_price: { unit: 'pcs', amount: 30, price: 320 },
    });
    const pricier = { unit: 'pcs' as const, amount: 10, price: 750 };
    const view = await renderScreen(<DrugCard drug={drug} comparedTo={pricier} />);
    const card = screen.getByRole('article', { name: 'Препарат 4' });
    expect(within(card).getByText('320 сум за 1 шт.')).toBeInTheDocument();
    expect(within(card).getByText('в 2,3 раза дешевле')).toBeInTheDocument();
    view.stores.dispose();
    document.body.innerHTML = '';
    await renderScreen(<DrugCard drug={drug} comparedTo={{ ...pricier, price: 1_600 }} />, { locale: 'uz' });
    expect(screen.getByText('1 dona — 320 soʻm')).toBeInTheDocument();
    expect(screen.getByText('5 marta arzonroq')).toBeInTheDocument();
  });

  it('says nothing per unit outside a comparing row, nor "cheaper" when it is not', async () => {
    const drug = drugDto({ id: 5, name: 'Препарат 5', unit_price: { unit: 'ml', amount: 100, price: 90 } });
    const view = await renderScreen(<DrugCard drug={drug} />);
    expect(screen.queryByText(/за 1 мл/)).not.toBeInTheDocument();
    view.stores.dispose();
    document.body.innerHTML = '';
    await renderScreen(<DrugCard drug={drug} comparedTo={{ unit: 'ml', amount: 200, price: 95 }} />);
    expect(screen.getByText('90 сум за 1 мл')).toBeInTheDocument();
    expect(screen.queryByText(/дешевле/)).not.toBeInTheDocument();
  });
});
