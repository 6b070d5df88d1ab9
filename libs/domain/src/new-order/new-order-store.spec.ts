import type { DrugDto } from '@gopharm/api-client';
import { createRootStore, type RootStoreOptions } from '../root/root-store';
import { drugDto, fakeApi, memoryStorage, recordingNavigation } from '../testing';
import { renameLines } from './cart-language';
import { belowMinimum, removeLine, restoreLine, setLineQuantity } from './cart-edits';

// The renaming's code as it is, watched: it is loaded only for a cart with a line in the other language.
jest.mock('./cart-language', () => {
  const actual = jest.requireActual<typeof import('./cart-language')>('./cart-language');
  return { ...actual, renameLines: jest.fn(actual.renameLines) };
});

function setup(calls: Parameters<typeof fakeApi>[0] = {}, options: Partial<RootStoreOptions> = {}) {
  const navigation = recordingNavigation('/order-process');
  const storage = memoryStorage();
  const root = createRootStore({
    locale: 'ru',
    api: fakeApi(calls),
    navigation,
    storage,
    newId: () => 'key-1',
    ...options,
  });
  return { root, navigation, storage, cart: root.newOrder };
}

const nurofen = drugDto({ id: 1, price: 12_500, max_count: 5 });
const aspirin = drugDto({ id: 2, price: 3_000 });

describe('cart', () => {
  /** The cart's lines ("drug id×qty", top first) after setting the quantities in turn. */
  function linesAfter(...quantities: [DrugDto, number][]): string[] {
    const { cart } = setup();
    for (const [drug, qty] of quantities) cart.setQuantity(drug, qty);
    return cart.lines.map((line) => `${line.drug}×${line.qty}`);
  }

  it('a quantity above 0 adds the line at the top', () => {
    expect(linesAfter([nurofen, 1], [aspirin, 2])).toEqual(['2×2', '1×1']);
  });

  it('a quantity above 0 updates an existing line in place', () => {
    expect(linesAfter([nurofen, 1], [aspirin, 1], [nurofen, 3])).toEqual(['2×1', '1×3']);
  });

  it('a quantity of 0 or less removes the line', () => {
    expect(linesAfter([nurofen, 2], [aspirin, 2], [nurofen, 0], [aspirin, -1])).toEqual([]);
  });

  it('applies the counter rules: non-numeric → 0 (removed), never above max_count', () => {
    const { cart } = setup();
    cart.setQuantity(nurofen, 99);
    expect(cart.quantityOf(1)).toBe(5);
    cart.setQuantity(nurofen, 'x');
    expect(cart.quantityOf(1)).toBe(0);
  });

  it("sets a line's quantity within its own max_count, and 0 or a letter removes it", () => {
    const { cart } = setup();
    cart.setQuantity(nurofen, 2);
    setLineQuantity(cart, 1, 9);
    expect(cart.quantityOf(1)).toBe(5);
    setLineQuantity(cart, 1, 'x');
    expect(cart.lineCount).toBe(0);
    setLineQuantity(cart, 99, 1);
    expect(cart.lineCount).toBe(0);
  });

  it('puts a removed line back where it was, unless the drug was added again meanwhile', () => {
    const { cart } = setup();
    cart.setQuantity(nurofen, 3);
    cart.setQuantity(aspirin, 1);
    const [line] = cart.lines.filter((candidate) => candidate.drug === 1);
    removeLine(cart, 1);
    restoreLine(cart, line, 1);
    expect(cart.lines.map((candidate) => [candidate.drug, candidate.qty])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    restoreLine(cart, { ...line, qty: 1 }, 0);
    expect(cart.quantityOf(1)).toBe(3);
  });

  it('computes the total and the line count', () => {
    const { cart } = setup();
    cart.setQuantity(nurofen, 2);
    cart.setQuantity(aspirin, 3);
    expect(cart.total).toBe(2 * 12_500 + 3 * 3_000);
    expect(cart.lineCount).toBe(2);
    expect(cart.itemCount).toBe(5);
  });

  it('persists every change', async () => {
    const { cart, root, storage } = setup();
    await root.ready;
    cart.setQuantity(nurofen, 2);
    expect(JSON.parse(storage.data.get('newOrder') ?? '{}').lines).toMatchObject([{ drug: 1, qty: 2 }]);
    removeLine(cart, 1);
    expect(JSON.parse(storage.data.get('newOrder') ?? '{}').lines).toEqual([]);
  });

  it('renames lines put in on a Russian page once the page is Uzbek, keeping quantity and price', async () => {
    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [drugDto({ id: 1, name: 'Nurofen 200 mg', price: 99_999 })],
      count: 1,
      page: 1,
      per_page: 1,
    }));
    const { root, cart } = setup({ getDrugs });
    cart.setQuantity(drugDto({ id: 1, name: 'Нурофен 200 мг', price: 12_500 }), 2);
    root.locale.set('uz');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getDrugs).toHaveBeenCalledWith({ ids: [1], per_page: 1 });
    expect(cart.lines[0]).toMatchObject({ name: 'Nurofen 200 mg', qty: 2, price: 12_500, lan: 'uz' });
    // Lines already in the page's language are not asked for again.
    await cart.followLanguage();
    expect(getDrugs).toHaveBeenCalledTimes(1);
  });

  it("loads no renaming code and asks for no drugs while every line is in the page's language", async () => {
    const getDrugs = jest.fn();
    const { cart } = setup({ getDrugs }, { locale: 'uz' });
    jest.mocked(renameLines).mockClear();
    cart.setQuantity(nurofen, 1);
    await cart.followLanguage();
    expect(renameLines).not.toHaveBeenCalled();
    expect(getDrugs).not.toHaveBeenCalled();
  });

  it('keeps the lines as they are when the renaming code cannot arrive (offline)', async () => {
    const getDrugs = jest.fn();
    const { root, cart } = setup({ getDrugs });
    cart.setQuantity(drugDto({ id: 1, name: 'Нурофен 200 мг' }), 2);
    jest.mocked(renameLines).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    root.locale.set('uz');
    await expect(cart.followLanguage()).resolves.toBeUndefined();
    expect(cart.lines[0]).toMatchObject({ name: 'Нурофен 200 мг', qty: 2, lan: 'ru' });
  });

  it('is below the minimum order amount only when the minimum is known and not reached', async () => {
    const { cart, root } = setup({ getOrderMinimum: async () => 30_000 });
    cart.setQuantity(nurofen, 1);
    expect(belowMinimum(cart, root.orders.minimum)).toBe(false);
    await root.orders.loadMinimum();
    expect(belowMinimum(cart, root.orders.minimum)).toBe(true);
    cart.setQuantity(nurofen, 3);
    expect(belowMinimum(cart, root.orders.minimum)).toBe(false);
  });
});
