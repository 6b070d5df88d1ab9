import { pharmacyDto } from '@gopharm/domain/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { TakeFromShopPage } from './map-screens';

// Leaflet needs a real browser; the list beside the map is what these tests are about.
jest.mock('./pharmacy-map', () => ({ PharmacyMap: () => null }));

const pharmacy = (id: number, name: string, address: string) =>
  pharmacyDto({ id, name, address, has_all: true });

describe('/take-from-shop', () => {
  it('with an empty cart shows the empty cart, not "no pharmacy holds this amount"', async () => {
    const getCartStores = jest.fn(async () => []);
    await renderScreen(<TakeFromShopPage />, { api: { getCartStores } });
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.queryByText('Этого количества нет ни в одной аптеке')).not.toBeInTheDocument();
    expect(getCartStores).not.toHaveBeenCalled();
  });

  it('names each choose button by its pharmacy, and choosing one goes back to checkout', async () => {
    const { stores, visits } = await renderScreen(<TakeFromShopPage />, {
      lines: [[1, 1_000, 1]],
      api: {
        getCartStores: async () => [
          pharmacy(7, 'GoPharm №7', 'ул. Навои, 1'),
          pharmacy(9, 'GoPharm №9', 'ул. Бабура, 5'),
        ],
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Выбрать аптеку GoPharm №9, ул. Бабура, 5' }));
    expect(stores.newOrder.draft).toMatchObject({ type: 'pickup', store_id: 9 });
    expect(visits).toEqual(['/order-process']);
  });
});
