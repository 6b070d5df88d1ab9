import { drugDto, fakeApi } from '../testing';
import { createRootStore } from '../root/root-store';
import { loadCookieCart } from './cookie-cart';

describe('loadCookieCart (a server render’s cart)', () => {
  it('shows the cookie’s lines in its order with the drugs’ current data, leaving out drugs the API does not know', async () => {
    const getDrugs = jest.fn(async () => ({
      status: 1 as const,
      results: [
        drugDto({ id: 9, name: 'Аспирин', price: 300 }),
        drugDto({ id: 4, name: 'Нурофен', price: 500 }),
      ],
      count: 2,
      page: 1,
      per_page: 3,
    }));
    const root = createRootStore({ locale: 'uz', api: fakeApi({ getDrugs }) });
    const cookie = [
      { drug: 4, qty: 2 },
      { drug: 777, qty: 1 },
      { drug: 9, qty: 3 },
    ];
    await expect(loadCookieCart(root, cookie)).resolves.toMatchObject({ ok: true });
    expect(getDrugs).toHaveBeenCalledTimes(1);
    expect(getDrugs).toHaveBeenCalledWith({ ids: [4, 777, 9], per_page: 3 });
    expect(
      root.newOrder.lines.map(({ drug, qty, name, price, lan }) => ({ drug, qty, name, price, lan })),
    ).toEqual([
      { drug: 4, qty: 2, name: 'Нурофен', price: 500, lan: 'uz' },
      { drug: 9, qty: 3, name: 'Аспирин', price: 300, lan: 'uz' },
    ]);
    expect(root.newOrder.total).toBe(1900);
    root.dispose();
  });

  it('calls nothing for an empty cart, and says so when the API did not answer', async () => {
    const getDrugs = jest.fn(async () => false as const);
    const root = createRootStore({ locale: 'ru', api: fakeApi({ getDrugs }) });
    await expect(loadCookieCart(root, [])).resolves.toMatchObject({ ok: true });
    expect(getDrugs).not.toHaveBeenCalled();
    await expect(loadCookieCart(root, [{ drug: 4, qty: 1 }])).resolves.toMatchObject({ ok: false });
    expect(root.newOrder.lines).toEqual([]);
    root.dispose();
  });
});
