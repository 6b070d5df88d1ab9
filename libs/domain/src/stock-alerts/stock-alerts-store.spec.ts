import { signOut } from '../auth/account';
import { runInAction } from 'mobx';
import type { StockAlertDto, StockAlertsApi } from '@gopharm/api-client';
import { createRootStore } from '../root/root-store';
import { fakeApi, userDto, type FakeCalls } from '../testing';
import { stockAlertsOf } from './stock-alerts-store';

/** A root whose alerts store calls these fakes (any other call yields false, as a failed request). */
function rootWith(calls: FakeCalls<StockAlertsApi> = {}) {
  const root = createRootStore({ locale: 'ru', api: fakeApi() });
  const fake = fakeApi(calls as never) as unknown as StockAlertsApi;
  return { root, alerts: stockAlertsOf(root, fake) };
}

const alert = (drugId: number, notifiedAt: string | null): StockAlertDto => ({
  drug_id: drugId,
  region_id: 1,
  created_at: '2026-11-20T10:00:00Z',
  notified_at: notifiedAt,
  drug: { id: drugId, slug: `drug-${drugId}`, name: `Drug ${drugId}`, image: '' },
});

describe('stock alerts', () => {
  it('tells waiting from answered, keeps what the shopper asks and cancels; logout forgets them', async () => {
    const { root, alerts } = rootWith({
      getStockAlerts: async () => [alert(7, '2026-11-25T09:00:00Z'), alert(3, null)],
      addStockAlert: async () => ({ status: 1 }),
      removeStockAlert: async () => ({ status: 1 }),
    });
    await alerts.load();
    expect(alerts.state).toBe('loaded');
    expect([alerts.has(3), alerts.has(7)]).toEqual([true, false]);
    expect(alerts.answered.map((a) => a.drug_id)).toEqual([7]);
    await expect(alerts.add(9)).resolves.toEqual({ ok: true });
    expect(alerts.has(9)).toBe(true);
    await expect(alerts.remove(7)).resolves.toMatchObject({ ok: true });
    expect(alerts.answered).toEqual([]);
    runInAction(() => (root.auth.user = { token: 't', user: userDto() }));
    await signOut(root);
    expect([alerts.has(3), alerts.list]).toEqual([false, []]);
  });

  it('keeps the alerts as they were when a call fails, and says why a refusal came', async () => {
    const { alerts } = rootWith({
      getStockAlerts: async () => [alert(3, null)],
      addStockAlert: async () => ({ status: 0, code: 'product_not_found', msg: 'Product not found' }),
    });
    await alerts.load();
    await expect(alerts.add(4)).resolves.toMatchObject({ ok: false });
    await expect(alerts.remove(3)).resolves.toMatchObject({ ok: false });
    expect([alerts.has(3), alerts.has(4)]).toEqual([true, false]);
  });
});
