import type { SalesApi } from '@gopharm/api-client';
import { failsWith, fakeFeatureApi } from '../testing';
import { SalesStore } from './sales-store';

const sale = { id: 1, title: 'Скидки', description: '', image: '', start_date: '', end_date: '' };

describe('sales', () => {
  it('loads the list and one selected sale', async () => {
    const store = new SalesStore(
      fakeFeatureApi<SalesApi>({
        getSales: async () => [sale],
        getSale: async () => ({ ...sale, drugs: [] }),
      }),
    );
    await store.load();
    expect(store.state).toBe('loaded');
    expect(store.list).toEqual([sale]);
    await expect(store.select(1)).resolves.toMatchObject({ ok: true, data: { id: 1 } });
    expect(store.selected?.id).toBe(1);
  });

  it('marks failures', async () => {
    const store = new SalesStore(
      fakeFeatureApi<SalesApi>({ getSale: failsWith(503, 'Service Unavailable') }),
    );
    await store.load();
    expect(store.state).toBe('error');
    await expect(store.select(1)).resolves.toEqual({
      ok: false,
      error: expect.objectContaining({ status: 503 }),
    });
    expect(store.selected).toBeNull();
  });
});
