import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { orderDto, renderScreen } from '../../testing';
import { cardOf } from '@gopharm/domain';
import { createProfileScreens } from './profile-screens';

const ProfileFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main>
    <h1>{title}</h1>
    {children}
  </main>
);
const { ProfileSettingsPage, ProfileOrdersPage, ProfileAddressPage } = createProfileScreens({ ProfileFrame });

// The map is a button here (map/__mocks__/location-picker.tsx): Leaflet needs a real browser.
jest.mock('../map/location-picker');

describe('profile screens', () => {
  it('asks before deleting a saved card; "Cancel" keeps it', async () => {
    const deleteCard = jest.fn(async () => ({ status: 1, msg: 'Card deleted' }));
    const { stores } = await renderScreen(<ProfileSettingsPage />, {
      signedIn: true,
      api: { getCards: async () => [{ id: 4, number: '8600 **** **** 1234', brand: 'uzcard' }], deleteCard },
    });
    const user = userEvent.setup();
    // The payment system as it writes its name.
    expect(await screen.findByText(/\(Uzcard\)/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Удалить карту 8600 **** **** 1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить карту 8600 **** **** 1234?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(deleteCard).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить карту 8600 **** **** 1234' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить карту' }));
    expect(deleteCard).toHaveBeenCalledWith(4);
    expect(cardOf(stores).cards).toEqual([]);
  });

  it('asks before deleting an address, naming it; a refusal is told and the address stays', async () => {
    const home = {
      ...{ id: 3, address: 'ул. Навои', house: '30', apartment: '12', lat: 41.3, lng: 69.2 },
      ...{ entrance: '', floor: '', intercom: '', comment: '' },
    };
    const deleteAddress = jest
      .fn()
      .mockResolvedValueOnce({ status: 0, msg: 'Not deleted' })
      .mockResolvedValueOnce({ status: 1, msg: 'Deleted' });
    await renderScreen(<ProfileAddressPage />, {
      signedIn: true,
      api: { getAddresses: async () => [home], deleteAddress },
    });
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Удалить адрес: ул. Навои, 30, 12' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Удалить адрес «ул. Навои, 30, 12»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(deleteAddress).not.toHaveBeenCalled();

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить адрес' }));
    expect(deleteAddress).toHaveBeenCalledWith(3);
    expect(
      await screen.findByText('Сервер не принял запрос. Попробуйте ещё раз или напишите в поддержку.'),
    ).toBeInTheDocument();
    expect(screen.getByText('ул. Навои, 30, 12')).toBeInTheDocument();

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить адрес' }));
    expect(await screen.findByText('Адрес удалён')).toBeInTheDocument();
    expect(screen.queryByText('ул. Навои, 30, 12')).not.toBeInTheDocument();
  });

  it('numbers orders as the success dialog does ("GP-000007")', async () => {
    await renderScreen(<ProfileOrdersPage />, {
      signedIn: true,
      api: {
        getOrders: async () => [orderDto({ id: 7, number: 'GP-000007' })],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Заказ №\u00a0GP\u2011000007' })).toBeInTheDocument();
  });

  it('opens each order from the history, and links the payment of an unpaid card order', async () => {
    await renderScreen(<ProfileOrdersPage />, {
      signedIn: true,
      api: {
        getOrders: async () => [orderDto({ id: 8, payment_type: 2 }), orderDto({ id: 7, payment_type: 1 })],
      },
    });
    expect(await screen.findByRole('link', { name: 'Подробнее о заказе GP-000008' })).toHaveAttribute(
      'href',
      '/order-detail?id=8',
    );
    expect(screen.getByRole('link', { name: 'Подробнее о заказе GP-000007' })).toHaveAttribute(
      'href',
      '/order-detail?id=7',
    );
    expect(
      screen.getAllByRole('link', { name: /^Оплатить/ }).map((link) => link.getAttribute('href')),
    ).toEqual(['/order-payment?order_id=8']);
  });

  it('names the goods of each order, the first two and how many more, and when it was placed', async () => {
    const item = (drug_id: number, name: string) => ({
      drug_id,
      slug: `d-${drug_id}`,
      name,
      qty: 1,
      price: 10_000,
      image_thumbnail: '',
    });
    await renderScreen(<ProfileOrdersPage />, {
      signedIn: true,
      api: {
        getOrders: async () => [
          orderDto({
            id: 9,
            items: [item(1, 'Омез'), item(2, 'Нурофен'), item(3, 'Аспирин'), item(4, 'Бинт')],
          }),
          orderDto({ id: 8, items: [item(1, 'Омез')] }),
        ],
      },
    });
    const entries = await screen.findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Омез, Нурофен и ещё 2 товара');
    expect(entries[0]).toHaveTextContent('Создан 01.05.2026 в 15:00');
    expect(entries[1]).toHaveTextContent('Омез');
    expect(entries[1]).not.toHaveTextContent('и ещё');
  });
});
