import { checkoutOf } from '@gopharm/domain';
import { pharmacyDto } from '@gopharm/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { PharmacyMapPage, TakeFromShopPage } from './map-screens';

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
    expect(checkoutOf(stores).draft).toMatchObject({ type: 'pickup', store_id: 9 });
    expect(visits).toEqual(['/order-process']);
  });
});

describe('/pharmacy-map', () => {
  const region = [
    pharmacyDto({ id: 1, name: 'GoPharm №1', has_all: true }),
    pharmacyDto({ id: 2, name: 'GoPharm №2', has_all: false }),
    pharmacyDto({ id: 3, name: 'GoPharm №3', has_all: true }),
  ];

  it('from "Показать на карте" (?drug=) lists only the pharmacies holding the drug, with a way to all', async () => {
    const getPharmacies = jest.fn(async () => region);
    await renderScreen(<PharmacyMapPage />, { path: '/pharmacy-map?drug=42', api: { getPharmacies } });
    const list = await screen.findByRole('list', { name: 'Список' });
    expect(getPharmacies).toHaveBeenCalledWith([{ drug_id: 42, qty: 1 }]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['GoPharm №1', 'GoPharm №3']);
    expect(screen.getByText('Только аптеки, где есть этот товар')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать все аптеки' })).toHaveAttribute(
      'href',
      '/pharmacy-map',
    );
  });

  it('says so when no pharmacy of the region holds the drug', async () => {
    await renderScreen(<PharmacyMapPage />, {
      path: '/uz/pharmacy-map?drug=42',
      locale: 'uz',
      api: { getPharmacies: async () => [region[1]] },
    });
    expect(
      await screen.findByText('Bu mahsulot hozir mintaqaning hech bir dorixonasida yoʻq'),
    ).toBeInTheDocument();
  });

  it('without ?drug= lists every pharmacy of the region', async () => {
    const getPharmacies = jest.fn(async () => region);
    await renderScreen(<PharmacyMapPage />, { path: '/pharmacy-map', api: { getPharmacies } });
    const list = await screen.findByRole('list', { name: 'Список' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(getPharmacies).toHaveBeenCalledWith(undefined);
  });

  it('"Ближайшая аптека" with geolocation refused says why, in the shopper\'s language', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    for (const [locale, nearest, text] of [
      [
        'ru',
        'Ближайшая аптека',
        'Не удалось определить местоположение: разрешите браузеру доступ к геолокации',
      ],
      [
        'uz',
        'Eng yaqin dorixona',
        'Joylashuvni aniqlab boʻlmadi: brauzerga geolokatsiyadan foydalanishga ruxsat bering',
      ],
    ] as const) {
      const view = await renderScreen(<PharmacyMapPage />, {
        locale,
        api: { getPharmacies: async () => region },
      });
      await userEvent.setup().click(screen.getByRole('button', { name: nearest }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      view.unmount();
    }
  });
});
