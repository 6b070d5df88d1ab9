import { drugDto } from '@gopharm/domain/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { orderDto, renderScreen, type ScreenOptions } from '../../testing';
import { createCartScreen } from './cart-screen';

const { CartPage } = createCartScreen({ catalogPath: '/catalog-home' });

/** Where the router is: the cart drops ?repeat= once the order is in. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

const order = orderDto({
  id: 4,
  status: 'delivered',
  items: [
    { drug_id: 3, slug: 'drug-3', name: 'Препарат 3', qty: 2, price: 10_000, image_thumbnail: '' },
    { drug_id: 9, slug: 'drug-9', name: 'Снятый препарат', qty: 1, price: 5_000, image_thumbnail: '' },
  ],
});

const api: ScreenOptions['api'] = {
  getOrder: async (id: number) => (id === 4 ? order : false),
  getDrugs: async () => ({
    status: 1,
    results: [drugDto({ id: 3, price: 12_000 }), drugDto({ id: 9, is_count_exist: false })],
    count: 2,
    page: 1,
    per_page: 60,
  }),
};

describe('/cart?repeat=<order id> (a reminder’s link)', () => {
  it('fills the cart with what is still sold, says what is not, and drops the parameter', async () => {
    const { stores } = await renderScreen(
      <>
        <CartPage />
        <Location />
      </>,
      { signedIn: true, path: '/cart?repeat=4', api },
    );
    await waitFor(() => expect(stores.newOrder.quantityOf(3)).toBe(2));
    expect(stores.newOrder.quantityOf(9)).toBe(0);
    expect(
      await screen.findByText('Больше не продаются, в корзину не добавлены: Снятый препарат'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/cart$/),
    );
  });

  it('waits for the stored sign-in when the page mounts before it is read (a hydrated cart)', async () => {
    const { stores, visits } = await renderScreen(<CartPage />, {
      signedInOnRead: true,
      path: '/cart?repeat=4',
      api,
    });
    expect(visits).toEqual([]);
    await act(() => stores.startPersistence());
    await waitFor(() => expect(stores.newOrder.quantityOf(3)).toBe(2));
    expect(visits).toEqual([]);
  });

  it('signs in first and comes back to the link', async () => {
    const { stores, visits } = await renderScreen(<CartPage />, { path: '/cart?repeat=4', api });
    // The way back travels in the address, as the checkout's does (signInFirst).
    await waitFor(() => expect(visits).toEqual(['/auth?next=/cart%3Frepeat%3D4']));
    expect(stores.newOrder.lines).toEqual([]);
  });

  it('says an order not found, and fills nothing', async () => {
    const { stores } = await renderScreen(<CartPage />, { signedIn: true, path: '/cart?repeat=77', api });
    expect(await screen.findByText('Заказ для повтора не найден')).toBeInTheDocument();
    expect(stores.newOrder.lines).toEqual([]);
  });
});
