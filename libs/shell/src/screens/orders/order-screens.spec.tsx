import type { OrderDto } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { OrderSuccess } from '../../app/order-success';
import { renderScreen } from '../../testing';
import { createOrderScreens } from './order-screens';

const ProfileFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main>
    <h1>{title}</h1>
    {children}
  </main>
);
const NotFoundPage = () => <h1>not found</h1>;
const { OrderDetailPage } = createOrderScreens({ ProfileFrame, NotFoundPage });

const order: OrderDto = {
  id: 1,
  number: 'GP-000001',
  created_date: '2026-05-01T10:00:00Z',
  status: 'delivered',
  type: 'pickup',
  shipping_time: null,
  address: null,
  store: null,
  payment_type: 1,
  is_paid: true,
  delivery_sum: 0,
  total: 20_000,
  cashback: 0,
  items: [{ drug_id: 3, slug: 'drug-3', name: 'Препарат 3', qty: 2, price: 10_000, image_thumbnail: '' }],
};

describe('order screens', () => {
  it('asks before repeating an order into the cart', async () => {
    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [drugDto({ id: 3 })],
      count: 1,
      page: 1,
      per_page: 60,
    }));
    const { stores } = await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=1',
      api: { getOrder: async () => order, getDrugs },
    });
    expect(await screen.findByRole('heading', { name: 'Заказ № GP-000001' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Повторить заказ GP-000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(getDrugs).not.toHaveBeenCalled();
    expect(stores.newOrder.lines).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Повторить заказ' }));
    expect(stores.newOrder.quantityOf(3)).toBe(2);
  });

  it('the order-success dialog numbers the order as the history does', async () => {
    const { stores } = await renderScreen(<OrderSuccess size="mobile" />);
    await act(async () => stores.orders.orderPlaced(1, 1));
    expect(screen.getByRole('dialog')).toHaveTextContent('Номер заказа: GP-000001');
  });
});
