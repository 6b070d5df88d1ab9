import type { OrderPaymentDto } from '@gopharm/api-client';
import { checkoutOf, pharmaciesOf } from '@gopharm/domain';
import { drugDto, pharmacyDto } from '@gopharm/domain/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
  payment_state: 'paid',
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
    is_cancelled: false,
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

  it("names what is no longer sold when repeating, and adds the rest at today's price", async () => {
    const two = orderDto({
      ...order,
      items: [
        ...order.items,
        { drug_id: 9, slug: 'drug-9', name: 'Снятый препарат', qty: 1, price: 5_000, image_thumbnail: '' },
      ],
    });
    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [drugDto({ id: 3, price: 12_000 }), drugDto({ id: 9, is_count_exist: false })],
      count: 2,
      page: 1,
      per_page: 60,
    }));
    const { stores } = await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=1',
      api: { getOrder: async () => two, getDrugs },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Повторить заказ' }));
    expect(stores.newOrder.quantityOf(3)).toBe(2);
    expect(stores.newOrder.quantityOf(9)).toBe(0);
    expect(
      await screen.findByText('Больше не продаются, в корзину не добавлены: Снятый препарат'),
    ).toBeInTheDocument();
  });

  it('shows what happened to the order and when, a pick-up order ready until when', async () => {
    const ready = orderDto({
      ...order,
      status: 'received',
      ready_until: '2026-05-03T10:30:00Z',
      timeline: [
        { status: 'accept', at: '2026-05-01T10:05:00Z' },
        { status: 'received', at: '2026-05-01T10:30:00Z' },
      ],
    });
    await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=1',
      api: { getOrder: async () => ready },
    });
    const timeline = await screen.findByRole('list', { name: 'Как идёт заказ' });
    const steps = within(timeline).getAllByRole('listitem');
    // Tashkent time: UTC+5.
    expect(steps.map((step) => step.textContent)).toEqual([
      'Оформлен01.05.2026 в 15:00',
      'Принят01.05.2026 в 15:05',
      'Готов к выдаче01.05.2026 в 15:30',
    ]);
    expect(screen.getByText('Ждёт вас в аптеке до 03.05.2026 15:30')).toBeInTheDocument();
  });

  it.each([
    ['ru' as const, 'express' as const, 'Способ доставки', 'Экспресс-доставка курьером'],
    ['ru' as const, 'standard' as const, 'Способ доставки', 'Стандартная доставка курьером'],
    ['uz' as const, 'express' as const, 'Yetkazib berish usuli', 'Kuryer orqali tezkor yetkazib berish'],
  ])('says in %s how a courier order travels (%s)', async (locale, shipping_time, label, value) => {
    await renderScreen(<OrderDetailPage />, {
      locale,
      signedIn: true,
      path: '/order-detail?id=1',
      api: {
        getOrder: async () =>
          orderDto({ ...order, type: 'shipping', shipping_time, address: 'Амир Темур, 12' }),
      },
    });
    const row = (await screen.findByText(label, { selector: 'dt' })).parentElement;
    expect(row).toHaveTextContent(`${label}${value}`);
  });

  it('offers "Оплатить" on an unpaid card order, linking its payment page; not on a paid or a cash order', async () => {
    const unpaid = {
      ...order,
      id: 4,
      status: 'pending' as const,
      payment_type: 2 as const,
      is_paid: false,
      payment_state: 'waiting' as const,
    };
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

  it('reads the payment as the spec labels it, and offers paying again after a failed payment', async () => {
    const card = { ...order, id: 4, status: 'pending' as const, payment_type: 2 as const, is_paid: false };
    for (const [shown, label, canPay] of [
      [{ ...card, payment_state: 'waiting' as const }, 'Картой · Ожидает оплаты', true],
      [{ ...card, payment_state: 'failed' as const }, 'Картой · Оплата не прошла', true],
      [{ ...card, is_paid: true, payment_state: 'paid' as const }, 'Картой · Оплачен', false],
      [
        { ...card, status: 'cancel_by_admin' as const, payment_state: 'refunded' as const },
        'Картой · Деньги возвращены на карту',
        false,
      ],
    ] as const) {
      const { unmount } = await renderScreen(<OrderDetailPage />, {
        signedIn: true,
        path: '/order-detail?id=4',
        api: { getOrder: async () => shown },
      });
      expect(await screen.findByText(label)).toBeInTheDocument();
      expect(screen.queryAllByRole('link', { name: 'Оплатить' })).toHaveLength(canPay ? 1 : 0);
      unmount();
    }
  });

  it("pays by card on the provider's page: no card is typed here, and the shopper comes back to the order", async () => {
    const checkoutOrder = jest.fn(async () => ({
      status: 1 as const,
      msg: '',
      paid: false,
      redirect_url: '/api/dev/pay/4?amount=4000000',
    }));
    const { left } = await renderScreen(<OrderPaymentPage />, {
      signedIn: true,
      locale: 'uz',
      path: '/uz/order-payment?order_id=4',
      api: {
        getOrderPayment: async (id: number) => orderPayment(id, { cash: 5_000 }),
        getCards: async () => [],
        checkoutOrder,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /bonus/i }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Karta bilan toʻlash' }));
    await waitFor(() => expect(left).toEqual(['/api/dev/pay/4?amount=4000000']));
    expect(checkoutOrder).toHaveBeenCalledWith({
      order_id: 4,
      cash_pay: true,
      return_path: '/uz/order-detail?id=4',
    });
  });

  it('says a called-off order needs no paying, with no button the API would refuse', async () => {
    await renderScreen(<OrderPaymentPage />, {
      signedIn: true,
      path: '/order-payment?order_id=4',
      api: {
        getOrderPayment: async (id: number) => orderPayment(id, { is_cancelled: true }),
        getCards: async () => [],
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Заказ отменён: оплачивать его не нужно');
    expect(screen.queryByRole('button', { name: 'Оплатить картой' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /GP.000004/ })).toHaveAttribute('href', '/order-detail?id=4');
  });

  it("shows not found for an order that is not the shopper's (the API's 404 reads as none)", async () => {
    await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=999',
      api: { getOrder: async () => null },
    });
    expect(await screen.findByRole('heading', { name: 'not found' })).toBeInTheDocument();
  });

  it('pays with the only saved card without a tap to choose it', async () => {
    const payOrder = jest.fn(async () => ({ status: 1, msg: 'Paid' }));
    await renderScreen(<OrderPaymentPage />, {
      signedIn: true,
      path: '/order-payment?order_id=4',
      api: {
        getOrderPayment: async (id: number) => orderPayment(id),
        getCards: async () => [{ id: 9, number: '4111 **** **** 1111', brand: 'visa' as const }],
        payOrder,
      },
    });
    const cards = await screen.findByRole('group', { name: 'Выберите карту' });
    expect(within(cards).getByRole('radio', { name: '4111\u00a0****\u00a0****\u00a01111' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(payOrder).toHaveBeenCalledWith({ order_id: 4, payment_type: 2, cash_pay: false, card_id: 9 });
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

  it('repeats a pick-up order with its pharmacy and prescription chosen for the checkout', async () => {
    const pickup = orderDto({
      ...order,
      store: { id: 11 } as never,
      prescription_id: 5,
    });
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
      api: { getOrder: async () => pickup, getDrugs },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Повторить заказ' }));
    await waitFor(() => expect(stores.newOrder.quantityOf(3)).toBe(2));
    expect(checkoutOf(stores).draft).toMatchObject({ type: 'pickup', store_id: 11, prescription_id: 5 });
  });

  it('says since when the order has its status, and cancels it after asking while it may', async () => {
    const pending = orderDto({ ...order, status: 'pending', is_paid: false, payment_state: 'not_paid' });
    const cancelOrder = jest.fn(async () => ({
      status: 1 as const,
      msg: 'Cancelled',
      order: {
        ...pending,
        status: 'cancelled_by_user' as const,
        timeline: [{ status: 'cancelled_by_user' as const, at: '2026-05-01T11:00:00Z' }],
      },
    }));
    await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=1',
      api: { getOrder: async () => pending, cancelOrder },
    });
    const status = (await screen.findByText('Статус')).nextElementSibling;
    expect(status).toHaveTextContent('Ожидает 01.05.2026 в 15:00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ GP\u2011000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(cancelOrder).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }));
    expect(cancelOrder).toHaveBeenCalledWith(1);
    await waitFor(() =>
      expect(screen.getByText('Статус').nextElementSibling).toHaveTextContent(
        'Отменён покупателем 01.05.2026 в 16:00',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('offers no cancelling once the goods are collected or the order is done', async () => {
    await renderScreen(<OrderDetailPage />, {
      signedIn: true,
      path: '/order-detail?id=1',
      api: { getOrder: async () => orderDto({ ...order, status: 'collected' }) },
    });
    expect(await screen.findByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('the pick-up success dialog names the pharmacy, says when, and to bring the prescription', async () => {
    const { stores } = await renderScreen(<OrderSuccess size="mobile" />);
    pharmaciesOf(stores).list = [pharmacyDto({ id: 11, name: 'Аптека №1', address: 'ул. Навои, 5' })];
    await act(async () =>
      stores.orders.orderPlaced(2, 2, { type: 'pickup', storeId: 11, withPrescription: true }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Заберите заказ в аптеке: Аптека №1, ул. Навои, 5');
    expect(dialog).toHaveTextContent(
      'Когда заказ будет готов к выдаче, мы сообщим вам, и он будет ждать вас 48 часов.',
    );
    expect(dialog).toHaveTextContent('Возьмите с собой рецепт');
  });

  it("opens the success dialog when the card provider's page sends the shopper back after placing, once", async () => {
    const Address = () => <p>{`at ${useLocation().search}`}</p>;
    const pickup = orderDto({
      ...order,
      id: 5,
      type: 'pickup',
      status: 'pending',
      is_paid: false,
      payment_type: 2,
    });
    const { stores } = await renderScreen(
      <>
        <OrderDetailPage />
        <OrderSuccess size="mobile" />
        <Address />
      </>,
      { signedIn: true, path: '/order-detail?id=5&placed=1', api: { getOrder: async () => pickup } },
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Номер заказа: GP\u2011000005');
    expect(screen.getByRole('dialog')).toHaveTextContent('он будет ждать вас 48 часов');
    // Out of the address: a reload or a shared link does not open it again.
    expect(screen.getByText('at ?id=5')).toBeInTheDocument();
    await act(async () => stores.orders.closeSuccessDialog());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the order-success dialog numbers the order as the history does', async () => {
    const { stores } = await renderScreen(<OrderSuccess size="mobile" />);
    await act(async () => stores.orders.orderPlaced(1, 1));
    expect(screen.getByRole('dialog')).toHaveTextContent('Номер заказа: GP\u2011000001');
  });
});
