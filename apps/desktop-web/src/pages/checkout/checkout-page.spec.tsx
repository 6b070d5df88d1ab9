import type { ApiClient, PharmacyDto } from '@gopharm/api-client';
import { createRootStore } from '@gopharm/domain';
import { drugDto, userDto } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders, NoticesProvider } from '@gopharm/shell';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CheckoutPage } from './checkout-page';

const pharmacy: PharmacyDto = {
  id: 7,
  name: 'GoPharm №7',
  address: 'ул. Навои, 1',
  phone: '998712000007',
  lat: 41.3,
  lng: 69.2,
  opens: '08:30',
  closes: '20:30',
  region_id: 1,
  has_all: true,
};

async function renderCheckout(placeOrder: ApiClient['placeOrder']) {
  const api = {
    getOrderMinimum: async () => 1,
    getCards: async () => [],
    getCartStores: async () => [pharmacy],
    placeOrder,
  } as Partial<ApiClient> as ApiClient;
  const stores = createRootStore({ locale: 'ru', api, newId: () => 'key-12345678' });
  stores.auth.user = { token: 't', user: userDto({ complete: 1 }) };
  stores.newOrder.setQuantity(drugDto({ id: 1, price: 40_000 }), 1);
  await act(async () => {
    render(
      <AppProviders stores={stores} i18n={createI18n('ru')}>
        <NoticesProvider>
          <MemoryRouter>
            <CheckoutPage />
          </MemoryRouter>
        </NoticesProvider>
      </AppProviders>,
    );
  });
  return stores;
}

describe('CheckoutPage', () => {
  it('sends a pick-up order for the chosen pharmacy, paid in cash', async () => {
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 55, orders_count: 1 }));
    const stores = await renderCheckout(placeOrder);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
    await user.click(await screen.findByRole('radio', { name: /GoPharm №7/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'pickup',
        store_id: 7,
        payment_type: 1,
        drugs: [{ drug_id: 1, qty: 1 }],
      }),
    );
    expect(stores.orders.newOrderId).toBe(55);
    expect(stores.newOrder.lines).toHaveLength(0);
  });

  it('shows a pharmacy refusal beside the list and keeps the cart', async () => {
    const stores = await renderCheckout(async () => ({ status: 0, msg: '', store_id: ['no stock'] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
    await user.click(await screen.findByRole('radio', { name: /GoPharm №7/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const group = screen.getByRole('group', { name: 'Выберите аптеку' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'В выбранной аптеке есть не все товары из корзины',
    );
    expect(stores.newOrder.lines).toHaveLength(1);
  });

  it('shows the minimum order refusal in the shopper’s language', async () => {
    await renderCheckout(async () => ({ status: 0, msg: 'Minimum order amount' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
    await user.click(await screen.findByRole('radio', { name: /GoPharm №7/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Минимальная сумма заказа');
  });

  it('sends a new card with the order, never saving it first (spec: sent only when a new card is used)', async () => {
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 56, orders_count: 1 }));
    await renderCheckout(placeOrder);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
    await user.click(await screen.findByRole('radio', { name: /GoPharm №7/ }));
    await user.click(screen.getByRole('radio', { name: 'Новая карта' }));
    const place = screen.getByRole('button', { name: 'Оформить заказ' });
    await user.type(screen.getByLabelText('Номер карты'), '4111111111111111');
    expect(place).toBeDisabled();
    await user.type(screen.getByLabelText(/Срок действия/), '1230');
    await user.click(place);
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ payment_type: 2, card_number: '4111111111111111', card_expiry: '12/30' }),
    );
    expect(placeOrder.mock.calls[0]).not.toHaveProperty('0.card_id');
  });
});
