import type { ApiClient, CartCheckBody, CartCheckDto } from '@gopharm/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLineQuantity } from '@gopharm/domain';
import type { FakeCall } from '@gopharm/domain/testing';
import { renderScreen, type ScreenOptions } from '../../testing';
import { createCartScreen } from './cart-screen';

const { CartPage } = createCartScreen({ catalogPath: '/catalog-home' });

/** A cart check answering these prices (and max_count 10, or as given), at this cashback rate. */
const check =
  (
    prices: Record<number, number>,
    cashback_percent?: number,
    maxCount = 10,
  ): FakeCall<ApiClient['checkCart']> =>
  async ({ drugs }) => ({
    status: 1,
    msg: '',
    cashback_percent: cashback_percent ?? 0,
    drugs: drugs.map(({ drug_id }) => ({
      drug_id,
      price: prices[drug_id],
      max_count: maxCount,
      is_count_exist: true,
    })),
  });

const renderCart = (options: ScreenOptions) => renderScreen(<CartPage />, options);

describe('the cart screen (both apps)', () => {
  it('shows the empty state with a way to the app’s catalogue', async () => {
    await renderCart({ api: { getOrderMinimum: async () => 30_000 } });
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog-home');
  });

  it('rendered by the server, which cannot see the stored cart: loading, never "Корзина пуста"', async () => {
    await renderCart({ api: { getOrderMinimum: async () => 30_000 }, shopperUnknown: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.queryByText('Корзина пуста')).not.toBeInTheDocument();
  });

  it('refreshes prices and blocks checkout below the minimum order amount', async () => {
    const { stores } = await renderCart({
      api: { getOrderMinimum: async () => 30_000, checkCart: check({ 1: 12_000 }) },
      lines: [[1, 10_000, 2]],
    });
    // The rule (pick-up too) and how much more is needed: 30 000 − 2 × 12 000 (the checked price).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Минимальная сумма заказа — 30 000 сум, и для самовывоза тоже. Добавьте товаров ещё на 6 000 сум',
    );
    // 2 × the checked price, on the line and as the total.
    expect(screen.getAllByText('24 000 сум')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();

    await act(async () => setLineQuantity(stores.newOrder, 1, 3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Оформить заказ' })).toHaveAttribute(
      'href',
      '/auth?next=/order-process',
    );
  });

  it('shows each line’s unit price beside its total', async () => {
    await renderCart({
      api: { getOrderMinimum: async () => 1, checkCart: check({ 1: 12_500 }) },
      lines: [[1, 12_500, 2]],
    });
    const line = screen.getByRole('listitem', { name: 'Препарат 1' });
    expect(await within(line).findByText('12 500 сум за упаковку')).toBeInTheDocument();
    expect(within(line).getByText('25 000 сум')).toBeInTheDocument();
  });

  it('shows the cashback the order would earn at the rate the cart check tells', async () => {
    await renderCart({
      api: { getOrderMinimum: async () => 0, checkCart: check({ 1: 12_000 }, 2) },
      lines: [[1, 10_000, 2]],
    });
    const row = (await screen.findByText('Кешбэк за заказ')).closest('p');
    await waitFor(() => expect(row).toHaveTextContent('Кешбэк за заказ 480 сум'));
  });

  it('keeps the cashback row while the cart check is on its way, so the summary does not grow when it comes', async () => {
    await renderCart({
      api: { getOrderMinimum: async () => 0, checkCart: () => new Promise(() => undefined) },
      lines: [[1, 10_000, 2]],
    });
    expect(screen.getByText('Кешбэк за заказ').closest('p')).toHaveTextContent(/^Кешбэк за заказ\s*$/);
  });

  it('offers checkout only once the minimum order amount is known', async () => {
    await renderCart({
      api: { getOrderMinimum: () => new Promise<number>(() => undefined), checkCart: check({ 1: 50_000 }) },
      lines: [[1, 50_000, 1]],
    });
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Оформить заказ' })).not.toBeInTheDocument();
  });

  it('says when no pharmacy holds the amount, and checks again when the quantity changes', async () => {
    // As the API answers (status 1: the check's lines stand; the code says no pharmacy holds them all).
    const checkCart = jest.fn(async ({ drugs }: CartCheckBody): Promise<CartCheckDto> => ({
      status: 1,
      msg: drugs[0].qty > 5 ? 'This amount is not available in any pharmacies' : '',
      ...(drugs[0].qty > 5 && { code: 'not_available' as const }),
      drugs: [],
      cashback_percent: 2,
    }));
    await renderCart({ api: { getOrderMinimum: async () => 1, checkCart }, lines: [[1, 10_000, 9]] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Этого количества нет ни в одной аптеке');
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    const user = userEvent.setup();
    const quantity = screen.getByRole('textbox', { name: 'Количество' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    expect(await screen.findByRole('link', { name: 'Оформить заказ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkCart).toHaveBeenCalledTimes(2);
  });

  it('keeps a line while its quantity is retyped; a letter takes it out, and "Вернуть" puts it back', async () => {
    const { stores } = await renderCart({
      api: { getOrderMinimum: async () => 1, checkCart: check({ 1: 1_000, 2: 2_000 }) },
      lines: [
        [1, 1_000, 1],
        [2, 2_000, 4],
      ],
    });
    const user = userEvent.setup();
    const line = screen.getByRole('listitem', { name: 'Препарат 2' });
    const quantity = within(line).getByRole('textbox', { name: 'Количество' });
    await user.clear(quantity);
    await user.type(quantity, 'x');
    // Still there while the field is being edited.
    expect(stores.newOrder.quantityOf(2)).toBe(4);
    await user.tab();
    // The spec's rule: a letter is 0, which takes the line out; the page offers it back in its place.
    expect(stores.newOrder.quantityOf(2)).toBe(0);
    const undo = screen.getByRole('button', { name: 'Вернуть: Препарат 2' });
    expect(screen.getByText('«Препарат 2» удалён из корзины')).toBeInTheDocument();
    await user.click(undo);
    expect(stores.newOrder.lines.map((item) => [item.drug, item.qty])).toEqual([
      [2, 4],
      [1, 1],
    ]);
    expect(screen.queryByText('«Препарат 2» удалён из корзины')).not.toBeInTheDocument();
  });

  it('offers the last line back instead of the empty state', async () => {
    await renderCart({
      api: { getOrderMinimum: async () => 1, checkCart: check({ 1: 1_000 }) },
      lines: [[1, 1_000, 1]],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Удалить: Препарат 1' }));
    await user.click(screen.getByRole('button', { name: 'Вернуть: Препарат 1' }));
    expect(screen.getByRole('listitem', { name: 'Препарат 1' })).toBeInTheDocument();
  });

  it('says why "+" stops: no more than max_count is held', async () => {
    await renderCart({
      api: { getOrderMinimum: async () => 1, checkCart: check({ 1: 1_000 }, undefined, 3) },
      lines: [[1, 1_000, 3, 3]],
    });
    const line = screen.getByRole('listitem', { name: 'Препарат 1' });
    expect(within(line).getByRole('button', { name: 'Увеличить количество' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(line).getByRole('status')).toHaveTextContent('Больше нет в наличии: максимум 3 шт.');
  });

  it('speaks Uzbek on an Uzbek page', async () => {
    await renderCart({
      locale: 'uz',
      api: { getOrderMinimum: async () => 1, checkCart: check({ 1: 12_500 }, undefined, 2) },
      lines: [[1, 12_500, 2, 2]],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('1 qadoq — 12 500 soʻm')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Boshqa qolmagan: koʻpi bilan 2 dona');
    await user.click(screen.getByRole('button', { name: 'Oʻchirish: Препарат 1' }));
    expect(screen.getByRole('button', { name: 'Qaytarish: Препарат 1' })).toBeInTheDocument();
  });
});
