import type { ApiClient } from '@gopharm/api-client';
import { createRootStore } from '@gopharm/domain';
import { drugDto } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders, NoticesProvider } from '@gopharm/shell';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CartPage } from './cart-page';

async function renderCart(api: Partial<ApiClient>, lines: [number, number, number][]) {
  const stores = createRootStore({ locale: 'ru', api: api as ApiClient });
  for (const [id, price, qty] of lines) stores.newOrder.setQuantity(drugDto({ id, price }), qty);
  await act(async () => {
    render(
      <AppProviders stores={stores} i18n={createI18n('ru')}>
        <NoticesProvider>
          <MemoryRouter>
            <CartPage />
          </MemoryRouter>
        </NoticesProvider>
      </AppProviders>,
    );
  });
  return stores;
}

const check =
  (prices: Record<number, number>, cashback_percent?: number): ApiClient['checkCart'] =>
  async ({ drugs }) => ({
    status: 1,
    msg: '',
    ...(cashback_percent !== undefined && { cashback_percent }),
    drugs: drugs.map(({ drug_id }) => ({
      drug_id,
      price: prices[drug_id],
      max_count: 10,
      is_count_exist: true,
    })),
  });

describe('CartPage', () => {
  it('shows the empty state with a way to the catalogue', async () => {
    await renderCart({ getOrderMinimum: async () => 30_000 }, []);
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('refreshes prices and blocks checkout below the minimum order amount', async () => {
    const stores = await renderCart(
      { getOrderMinimum: async () => 30_000, checkCart: check({ 1: 12_000 }) },
      [[1, 10_000, 2]],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Минимальная сумма заказа: 30 000 сум');
    // 2 × the checked price, on the line and as the total.
    expect(screen.getAllByText('24 000 сум')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();

    act(() => stores.newOrder.setQuantity(drugDto({ id: 1, price: 12_000 }), 3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/auth');
  });

  it('shows the cashback the order would earn at the rate the cart check tells', async () => {
    await renderCart({ getOrderMinimum: async () => 0, checkCart: check({ 1: 12_000 }, 2) }, [
      [1, 10_000, 2],
    ]);
    expect(await screen.findByText('Кешбэк за заказ: 480 сум')).toBeInTheDocument();
  });

  it('offers checkout only once the minimum order amount is known', async () => {
    await renderCart(
      { getOrderMinimum: () => new Promise<number>(() => undefined), checkCart: check({ 1: 50_000 }) },
      [[1, 50_000, 1]],
    );
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Оформить заказ' })).not.toBeInTheDocument();
  });

  it('says when no pharmacy holds the amount', async () => {
    await renderCart(
      {
        getOrderMinimum: async () => 1,
        checkCart: async () => ({ status: 0, msg: 'This amount is not available in any pharmacies' }),
      },
      [[1, 10_000, 9]],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Этого количества нет ни в одной аптеке');
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });
});
