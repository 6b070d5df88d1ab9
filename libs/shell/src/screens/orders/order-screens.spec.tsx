import type { OrderPaymentDto } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { OrderSuccess } from '../../app/order-success';
import { orderDto, renderScreen } from '../../testing';
import { createOrderScreens } from './order-screens';

const ProfileFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main>
    <h1>{title}</h1>
    {children}
  </main>
);
const NotFoundPage = () => <h1>not found</h1>;
const { OrderDetailPage, OrderPaymentPage } = createOrderScreens({ ProfileFrame, NotFoundPage });

const order = orderDto({
  id: 1,
  number: 'GP-000001',
  status: 'delivered',
  is_paid: true,
  total: 20_000,
  items: [{ drug_id: 3, slug: 'drug-3', name: 'Препарат 3', qty: 2, price: 10_000, image_thumbnail: '' }],
});

/** v2/orders/payment of an unpaid order of 30 000 with no bonuses, unless told otherwise. */
function orderPayment(order_id: number, overrides: Partial<OrderPaymentDto> = {}): OrderPaymentDto {
  return {
    order_id,
    total: 30_000,
    delivery_sum: 0,
    cash: 0,
    is_total_cash: false,
    is_user_pay: false,
    created_date: '2026-05-01T10:00:00Z',
    start_shipping: false,
    ...overrides,
  };
}

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
    expect(await screen.findByRole('heading', { name: 'Заказ №\u00a0GP\u2011000001' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Повторить заказ GP\u2011000001?' /* never broken after its hyphen */,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(getDrugs).not.toHaveBeenCalled();
    expect(stores.newOrder.lines).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Повторить заказ' }));
    expect(stores.newOrder.quantityOf(3)).toBe(2);
  });

  it('offers "Оплатить" on an unpaid card order, linking its payment page; not on a paid or a cash order', async () => {
    const unpaid = { ...order, id: 4, status: 'pending' as const, payment_type: 2 as const, is_paid: false };
    const { unmount } = await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=4',
      api: { getOrder: async () => unpaid },
    });
    expect(await screen.findByRole('link', { name: 'Оплатить' })).toHaveAttribute(
      'href',
      '/order-payment?order_id=4',
    );
    unmount();
    for (const other of [
      { ...unpaid, is_paid: true },
      { ...unpaid, payment_type: 1 as const },
    ]) {
      const { unmount: done } = await renderScreen(<OrderDetailPage />, {
        signedIn: true,
        path: '/order-detail?id=4',
        api: { getOrder: async () => other },
      });
      expect(await screen.findByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Оплатить' })).not.toBeInTheDocument();
      done();
    }
  });

  it('with no saved card adds one on the payment page, pays with it, then shows the order paid', async () => {
    let paid = false;
    const payOrder = jest.fn(async () => {
      paid = true;
      return { status: 1, msg: 'Paid' };
    });
    await renderScreen(<OrderPaymentPage />, {
      signedIn: true,
      path: '/order-payment?order_id=4',
      api: {
        getOrderPayment: async (id: number) => orderPayment(id, { is_user_pay: paid }),
        getCards: async () => [],
        initCard: async () => ({ status: 1, msg: '', session: 's1', phone_mask: '+998 90 *** ** 67' }),
        confirmCard: async () => ({
          status: 1,
          msg: '',
          card: { id: 9, number: '4111 **** **** 1111', brand: 'visa' as const },
        }),
        payOrder,
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Нет сохранённых карт')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeDisabled();
    await user.type(screen.getByLabelText('Номер карты'), '4111111111111111');
    await user.type(screen.getByLabelText('Срок действия (мм/гг)'), '1230');
    await user.click(screen.getByRole('button', { name: 'Добавить карту' }));
    // The sixth digit confirms the card by itself.
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');

    // The only card is chosen already: "Оплатить" needs no other tap.
    const cards = await screen.findByRole('group', { name: 'Выберите карту' });
    expect(within(cards).getByRole('radio', { name: '4111 **** **** 1111' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(payOrder).toHaveBeenCalledWith({ order_id: 4, payment_type: 2, cash_pay: false, card_id: 9 });
    expect(await screen.findByText('Заказ оплачен')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказ №\u00a0GP\u2011000004' })).toHaveAttribute(
      'href',
      '/order-detail?id=4',
    );
  });

  it('pays the whole order with bonuses as the API reads it (cash_pay: true, not an amount)', async () => {
    const payOrder = jest.fn(async () => ({ status: 1, msg: 'Paid' }));
    await renderScreen(<OrderPaymentPage />, {
      signedIn: true,
      path: '/order-payment?order_id=4',
      api: {
        getOrderPayment: async (id: number) => orderPayment(id, { cash: 40_000, is_total_cash: true }),
        getCards: async () => [{ id: 2, number: '8600 **** **** 1234', brand: 'uzcard' as const }],
        payOrder,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Оплатить бонусами/ }));
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(payOrder).toHaveBeenCalledWith({
      order_id: 4,
      payment_type: 1,
      cash_pay: true,
      card_id: undefined,
    });
  });

  it('the order-success dialog numbers the order as the history does', async () => {
    const { stores } = await renderScreen(<OrderSuccess size="mobile" />);
    await act(async () => stores.orders.orderPlaced(1, 1));
    expect(screen.getByRole('dialog')).toHaveTextContent('Номер заказа: GP\u2011000001');
  });
});
