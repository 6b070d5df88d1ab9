import type { PharmaciesApi } from '@gopharm/api-client';
import { createRootStore, type RootStore } from '../root/root-store';
import { drugDto, fakeApi, pharmacyDto, type FakeCalls } from '../testing';
import { pharmaciesOf as madeFor } from './pharmacies-store';

/** The root's pharmacies, their calls the ones a test states (the root's fake API's). */
const pharmaciesOf = (root: RootStore) => madeFor(root, root.api as unknown as PharmaciesApi);
/** A fake API whose pharmacy calls are the given ones. */
const pharmaciesApi = (calls: FakeCalls<PharmaciesApi>) => fakeApi(calls as never);

const pharmacy = (id: number, has_all?: boolean) => pharmacyDto({ id, has_all });

describe('pharmacies', () => {
  it('loads the region list, with has_all for the cart when asked', async () => {
    const getPharmacies = jest.fn(async () => [pharmacy(1, true)]);
    const root = createRootStore({ locale: 'ru', api: pharmaciesApi({ getPharmacies }) });
    root.newOrder.setQuantity(drugDto({ id: 7 }), 2);
    await pharmaciesOf(root).load();
    await pharmaciesOf(root).load(true);
    expect(getPharmacies.mock.calls).toEqual([[undefined], [[{ drug_id: 7, qty: 2 }]]]);
    expect(pharmaciesOf(root).list[0].has_all).toBe(true);
  });

  it('loads the pick-up pharmacies that hold the whole cart, none for an empty cart', async () => {
    const getCartStores = jest.fn(async () => [pharmacy(2)]);
    const root = createRootStore({ locale: 'ru', api: fakeApi({ getCartStores }) });
    await pharmaciesOf(root).loadForCart();
    expect(getCartStores).not.toHaveBeenCalled();
    root.newOrder.setQuantity(drugDto({ id: 7 }), 1);
    await pharmaciesOf(root).loadForCart();
    expect(pharmaciesOf(root).forCart.map((p) => p.id)).toEqual([2]);
  });

  it('lists only the pharmacies holding a drug for its "Показать на карте"', async () => {
    const getPharmacies = jest.fn(async () => [pharmacy(1, true), pharmacy(2, false), pharmacy(3, true)]);
    const root = createRootStore({ locale: 'ru', api: pharmaciesApi({ getPharmacies }) });
    await expect(pharmaciesOf(root).loadHolding(42)).resolves.toMatchObject({ ok: true });
    expect(getPharmacies).toHaveBeenCalledWith([{ drug_id: 42, qty: 1 }]);
    expect(pharmaciesOf(root).list.map((p) => p.id)).toEqual([1, 3]);
  });

  it('marks a failed load', async () => {
    const root = createRootStore({ locale: 'ru', api: fakeApi() });
    await pharmaciesOf(root).load();
    expect(pharmaciesOf(root).state).toBe('error');
  });
});
