import type { StockAlertDto } from '@gopharm/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { StockNotices } from './stock-notices';

const alert = (drugId: number, name: string, notifiedAt: string | null): StockAlertDto => ({
  drug_id: drugId,
  region_id: 1,
  created_at: '2026-11-20T10:00:00Z',
  notified_at: notifiedAt,
  drug: { id: drugId, slug: `drug-${drugId}`, name, image: '' },
});

describe('StockNotices (the profile of both apps)', () => {
  it('says what came back and what is awaited, each with its page, and drops one', async () => {
    const removeStockAlert = jest.fn(async () => ({ status: 1 }));
    await renderScreen(<StockNotices />, {
      signedIn: true,
      api: {
        getStockAlerts: async () => [alert(7, 'Нурофен', '2026-11-25T09:00:00Z'), alert(3, 'Аспирин', null)],
        removeStockAlert,
      },
    });
    const notices = await screen.findByRole('region', { name: 'Уведомления о поступлении' });
    const [back, awaited] = within(notices).getAllByRole('listitem');
    expect(back).toHaveTextContent(/^Снова в наличии · 25\.11\.2026Нурофен/);
    expect(within(back).getByRole('link', { name: 'Нурофен' })).toHaveAttribute('href', '/product/drug-7');
    expect(awaited).toHaveTextContent(/^Ждём поступления/);
    await userEvent.setup().click(within(back).getByRole('button', { name: 'Скрыть: Нурофен' }));
    expect(removeStockAlert).toHaveBeenCalledWith(7);
    expect(within(notices).getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Uzbek and shows nothing when there are no alerts', async () => {
    const getStockAlerts = jest.fn(async () => []);
    const { unmount } = await renderScreen(<StockNotices />, {
      locale: 'uz',
      signedIn: true,
      api: { getStockAlerts },
    });
    expect(getStockAlerts).toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    await renderScreen(<StockNotices />, {
      locale: 'uz',
      signedIn: true,
      api: { getStockAlerts: async () => [alert(3, 'Aspirin', null)] },
    });
    expect(await screen.findByRole('button', { name: 'Xabar bermaslik: Aspirin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aspirin' })).toHaveAttribute('href', '/uz/product/drug-3');
  });
});
