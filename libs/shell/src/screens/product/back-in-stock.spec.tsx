import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { BackInStock } from './back-in-stock';

describe('BackInStock (both apps)', () => {
  it('asks a guest to sign in first', async () => {
    await renderScreen(<BackInStock drugId={7} />);
    expect(screen.getByRole('link', { name: 'Сообщить о поступлении' })).toHaveAttribute('href', '/auth');
  });

  it('keeps a signed-in shopper’s alert, says so, and takes it back', async () => {
    const addStockAlert = jest.fn(async () => ({ status: 1 }));
    const removeStockAlert = jest.fn(async () => ({ status: 1 }));
    await renderScreen(<BackInStock drugId={7} />, {
      signedIn: true,
      api: { getStockAlerts: async () => [], addStockAlert, removeStockAlert },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сообщить о поступлении' }));
    expect(addStockAlert).toHaveBeenCalledWith(7);
    expect(
      screen.getByText('Пришлём SMS, когда препарат появится в аптеках вашего города'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Не сообщать' }));
    expect(removeStockAlert).toHaveBeenCalledWith(7);
    expect(screen.getByRole('button', { name: 'Сообщить о поступлении' })).toBeInTheDocument();
  });

  it('shows the alert already asked for, in Uzbek', async () => {
    await renderScreen(<BackInStock drugId={7} />, {
      locale: 'uz',
      signedIn: true,
      api: {
        getStockAlerts: async () => [
          {
            drug_id: 7,
            region_id: 1,
            created_at: '2026-11-26T10:00:00Z',
            notified_at: null,
            drug: { id: 7, slug: 'drug-7', name: 'Препарат 7', image: '' },
          },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Xabar bermaslik' })).toBeInTheDocument();
  });
});
