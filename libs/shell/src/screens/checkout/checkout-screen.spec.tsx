import type { AddressesApi, ApiClient, CardsApi, PrescriptionsApi } from '@gopharm/api-client';
import { checkoutOf } from '@gopharm/domain';
import { drugDto, pharmacyDto, type FakeCalls } from '@gopharm/domain/testing';
import { TEXT_LIMITS } from '@gopharm/util';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { createCheckoutScreen } from './checkout-screen';

// The map is a button here (map/__mocks__/location-picker.tsx): Leaflet needs a real browser.
jest.mock('../map/location-picker');

const { CheckoutPage } = createCheckoutScreen({ catalogPath: '/catalog' });

const savedAddress = {
  id: 3,
  address: 'ул. Бабура, Яккасарай',
  house: '7',
  apartment: '21',
  entrance: '2',
  floor: '5',
  intercom: '21',
  comment: 'у аптеки',
  lat: 41.2905,
  lng: 69.2561,
};

const pharmacy = (id: number, has_all: boolean) =>
  pharmacyDto({ id, has_all, name: `GoPharm №${id}`, address: 'ул. Навои, 1' });

const ENGLISH = /[A-Za-z]{4,}/;

/** A moment on the Tashkent clock (UTC+5), as the stores' clock reads it. */
const tashkent = (time: string) => () => Date.parse(`2026-11-21T${time}:00+05:00`);

async function renderCheckout(
  api: FakeCalls<ApiClient & AddressesApi & PrescriptionsApi & CardsApi> = {},
  locale: 'ru' | 'uz' = 'ru',
  {
    now = tashkent('12:00'),
    preload,
  }: Pick<Parameters<typeof renderScreen>[1] & object, 'now' | 'preload'> = {},
) {
  return renderScreen(<CheckoutPage />, {
    locale,
    now,
    preload,
    signedIn: true,
    lines: [[1, 40_000, 1]],
    api: {
      getOrderMinimum: async () => 1,
      getCards: async () => [],
      getPharmacies: async () => [pharmacy(8, false), pharmacy(7, true)],
      checkCart: async () => ({ status: 1, msg: '', drugs: [], cashback_percent: 0 }),
      ...api,
    },
  });
}

async function choosePickup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
  await user.click(await screen.findByRole('radio', { name: /GoPharm №7/ }));
}

/** A browser that knows where the shopper is (or refuses to tell). */
function geolocation(position: { lat: number; lng: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position
          ? ok({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition)
          : fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    },
  });
}

describe('the checkout screen (both apps)', () => {
  it('rendered by the server, which cannot see the stored cart: loading, never "Корзина пуста"', async () => {
    await renderScreen(<CheckoutPage />, { shopperUnknown: true, api: { getOrderMinimum: async () => 1 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.queryByText('Корзина пуста')).not.toBeInTheDocument();
  });

  it('hydrated from the server’s HTML before the stored user is read: a signed-in shopper stays, a guest signs in first', async () => {
    const api = { getOrderMinimum: async () => 1, getCards: async () => [] };
    const shopper = await renderScreen(<CheckoutPage />, {
      signedInOnRead: true,
      lines: [[1, 40_000, 1]],
      api,
    });
    await act(async () => void (await shopper.stores.startPersistence()));
    expect(shopper.visits).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Самовывоз из аптеки' })).toBeInTheDocument();
    shopper.unmount();

    const guest = await renderScreen(<CheckoutPage />, {
      lines: [[1, 40_000, 1]],
      api,
      path: '/order-process',
    });
    // Where the server sends a guest it can tell, with the way back in the address.
    await waitFor(() => expect(guest.visits).toEqual(['/auth?next=/order-process']));
  });

  it('lists in its summary what is ordered: each line with its quantity and price, in both languages', async () => {
    for (const [locale, title, sum] of [
      ['ru', 'Ваш заказ', 'сум'],
      ['uz', 'Buyurtmangiz', 'soʻm'],
    ] as const) {
      const { unmount } = await renderScreen(<CheckoutPage />, {
        locale,
        signedIn: true,
        lines: [
          [1, 40_000, 2],
          [2, 15_500, 1],
        ],
        api: { getOrderMinimum: async () => 1, getCards: async () => [] },
      });
      const summary = screen.getByRole('complementary', { name: title });
      const rows = within(within(summary).getByRole('list')).getAllByRole('listitem');
      // The cart's order: the line added last on top.
      expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
        `Препарат 2 1 × 15 500 ${sum}`,
        `Препарат 1 2 × 40 000 ${sum}`,
      ]);
      unmount();
    }
  });

  it('asks for a prescription with a prescription medicine in the cart, and sends the one added there', async () => {
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 56, orders_count: 1 }));
    const saved = { id: 11, number: 'RX20261120', file: null, created_at: '2026-11-20T10:00:00Z' };
    const uploaded = {
      id: 12,
      number: null,
      file: { media_type: 'image/jpeg' as const, size: 1_258_291 },
      created_at: '2026-11-26T10:00:00Z',
    };
    const uploadPrescription = jest.fn(async () => ({ status: 1, prescription: uploaded }));
    const { stores } = await renderCheckout({
      placeOrder,
      getPrescriptions: async () => [saved],
      uploadPrescription,
    });
    const user = userEvent.setup();
    // Without a prescription medicine the checkout asks for none.
    expect(screen.queryByRole('group', { name: 'Рецепт' })).not.toBeInTheDocument();
    act(() => stores.newOrder.setQuantity(drugDto({ id: 6, price: 52_000, is_recept: true }), 1));
    const group = await screen.findByRole('group', { name: 'Рецепт' });
    expect(
      await within(group).findByRole('radio', { name: 'Электронный рецепт №\u00a0RX20261120' }),
    ).not.toBeChecked();
    await choosePickup(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).not.toHaveBeenCalled();
    expect(within(group).getByRole('radio', { name: /RX20261120/ })).toHaveAccessibleDescription(
      'Для рецептурного препарата в корзине нужен рецепт',
    );
    // A photo picked in the group is sent as it is, and chosen.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'recept.jpg', { type: 'image/jpeg' });
    await user.upload(within(group).getByLabelText('Загрузить фото рецепта'), photo);
    expect(uploadPrescription).toHaveBeenCalledWith(photo);
    expect(await within(group).findByRole('radio', { name: 'Фото рецепта, 1,2 МБ' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ prescription_id: 12 }));
  });

  it.each(['ru', 'uz'] as const)(
    '%s: offers no courier for a prescription medicine, says why, and turns a courier already chosen to pick-up',
    async (locale) => {
      const { stores } = await renderCheckout({ getPrescriptions: async () => [] }, locale);
      const user = userEvent.setup();
      const courier = screen.getByRole('radio', { name: locale === 'ru' ? 'Доставка курьером' : /Kuryer/ });
      await user.click(courier);
      expect(courier).toBeChecked();
      act(() => stores.newOrder.setQuantity(drugDto({ id: 6, price: 52_000, is_recept: true }), 1));
      await waitFor(() => expect(courier).toBeDisabled());
      expect(courier).not.toBeChecked();
      expect(checkoutOf(stores).draft.type).toBe('pickup');
      expect(courier).toHaveAccessibleDescription(
        locale === 'ru'
          ? 'Рецептурные препараты выдаются только в аптеке: выберите самовывоз'
          : 'Retseptli dorilar faqat dorixonada beriladi: olib ketishni tanlang',
      );
    },
  );

  it('sends a pick-up order for the chosen pharmacy, paid in cash', async () => {
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 55, orders_count: 1 }));
    const { stores, visits } = await renderCheckout({ placeOrder });
    const user = userEvent.setup();
    await choosePickup(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'pickup',
        store_id: 7,
        payment_type: 1,
        drugs: [{ drug_id: 1, qty: 1 }],
      }),
    );
    expect(stores.orders.newOrderId).toBe(55);
    expect(stores.newOrder.lines).toHaveLength(0);
    expect(visits).toEqual(['/profile/orders']);
  });

  it('lists the pharmacies that hold the whole cart first, the others on request', async () => {
    await renderCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
    expect(await screen.findByRole('radio', { name: /GoPharm №7.*Есть все товары/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /GoPharm №8/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Посмотреть все (2)' }));
    expect(screen.getByRole('radio', { name: /GoPharm №8.*Есть не все товары/ })).toBeInTheDocument();
  });

  it('says at each field what is missing, instead of a disabled button', async () => {
    const placeOrder = jest.fn();
    await renderCheckout({ placeOrder });
    const user = userEvent.setup();
    const place = screen.getByRole('button', { name: 'Оформить заказ' });
    expect(place).toBeEnabled();
    await user.click(place);
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте отмеченные поля');
    expect(screen.getByRole('radio', { name: 'Самовывоз из аптеки' })).toHaveAccessibleDescription(
      'Выберите способ получения',
    );
    await user.click(screen.getByRole('radio', { name: 'Самовывоз из аптеки' }));
    await user.click(place);
    expect(await screen.findByRole('radio', { name: /GoPharm №7/ })).toHaveAccessibleDescription(
      'Выберите аптеку',
    );
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('stops typing where the API would refuse the text (it answered 400 with a general refusal)', async () => {
    await renderCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Доставка курьером' }));
    const street = screen.getByRole('textbox', { name: /Улица и район/ });
    await user.click(street);
    await user.paste('ул. '.repeat(70));
    expect(street).toHaveValue('ул. '.repeat(70).slice(0, TEXT_LIMITS.street));
    const house = screen.getByRole('textbox', { name: 'Дом' });
    await user.click(house);
    await user.paste('1'.repeat(40));
    expect(house).toHaveValue('1'.repeat(TEXT_LIMITS.short));
    const promo = screen.getByRole('textbox', { name: 'Промокод' });
    await user.click(promo);
    await user.paste('A'.repeat(40));
    expect(promo).toHaveValue('A'.repeat(TEXT_LIMITS.short));
  });

  it('checks the courier’s address field by field, in Russian and in Uzbek, with no English word', async () => {
    for (const locale of ['ru', 'uz'] as const) {
      geolocation(null);
      const placeOrder = jest.fn();
      const view = await renderCheckout({ placeOrder }, locale);
      const user = userEvent.setup();
      await user.click(screen.getByRole('radio', { name: locale === 'ru' ? 'Доставка курьером' : /Kuryer/ }));
      await user.click(
        screen.getByRole('button', { name: locale === 'ru' ? 'Оформить заказ' : 'Buyurtma berish' }),
      );
      const street = screen.getByRole('textbox', { name: locale === 'ru' ? /Улица и район/ : /Koʻcha/ });
      const house = screen.getByRole('textbox', { name: locale === 'ru' ? 'Дом' : 'Uy' });
      expect(street).toHaveAccessibleDescription(
        locale === 'ru' ? 'Укажите улицу и район' : 'Koʻcha va tumanni kiriting',
      );
      expect(house).toHaveAccessibleDescription(
        locale === 'ru' ? 'Укажите номер дома' : 'Uy raqamini kiriting',
      );
      expect(
        screen.getByText(locale === 'ru' ? /Отметьте, куда доставить/ : /Qayerga yetkazishni/),
      ).toBeInTheDocument();
      // The browser refuses to tell where the shopper is: said beside the button, in the page's language.
      await user.click(
        screen.getByRole('button', { name: locale === 'ru' ? /местоположение/ : /Joylashuv/ }),
      );
      const form = screen.getByRole('form');
      for (const text of within(form)
        .getAllByText(/./)
        .map((node) => node.textContent ?? '')) {
        expect(text).not.toMatch(/Choose the delivery|Geolocation|Invalid|required/);
      }
      expect(placeOrder).not.toHaveBeenCalled();
      view.stores.dispose();
      document.body.innerHTML = '';
    }
  });

  it('places a courier order once street, house and the location are given, and keeps the new address', async () => {
    geolocation({ lat: 41.31, lng: 69.28 });
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 9, orders_count: 2 }));
    const saveAddress = jest.fn(async () => ({ status: 1, msg: '', address: { ...savedAddress, id: 4 } }));
    await renderCheckout({ placeOrder, saveAddress, getAddresses: async () => [savedAddress] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Доставка курьером' }));
    await user.type(screen.getByRole('textbox', { name: /Улица и район/ }), 'ул. Амира Темура');
    await user.type(screen.getByRole('textbox', { name: 'Дом' }), '15');
    await user.click(screen.getByRole('button', { name: 'Определить местоположение' }));
    expect(screen.getByRole('status')).toHaveTextContent('Место доставки отмечено');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'shipping',
        address: 'ул. Амира Темура',
        house: '15',
        location: { lat: 41.31, lng: 69.28 },
      }),
    );
    // The next courier order offers it among the saved addresses.
    await waitFor(() =>
      expect(saveAddress).toHaveBeenCalledWith(
        expect.objectContaining({ address: 'ул. Амира Темура', house: '15', lat: 41.31, lng: 69.28 }),
      ),
    );
  });

  it('places a courier order with geolocation refused: the point is clicked on the map', async () => {
    geolocation(null);
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 10, orders_count: 3 }));
    await renderCheckout({ placeOrder });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Доставка курьером' }));
    await user.type(screen.getByRole('textbox', { name: /Улица и район/ }), 'ул. Амира Темура');
    await user.type(screen.getByRole('textbox', { name: 'Дом' }), '15');
    const locate = screen.getByRole('button', { name: 'Определить местоположение' });
    await user.click(locate);
    expect(locate).toHaveAccessibleDescription(
      'Не удалось определить местоположение: разрешите браузеру доступ к геолокации',
    );
    await user.click(screen.getByRole('button', { name: 'Место доставки на карте' }));
    expect(screen.getByRole('status')).toHaveTextContent('Место доставки отмечено');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'shipping', location: { lat: 41.2995, lng: 69.2401 } }),
    );
  });

  it('places a courier order with geolocation refused: a saved address fills the fields and the point', async () => {
    geolocation(null);
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 11, orders_count: 4 }));
    const saveAddress = jest.fn();
    await renderCheckout({ placeOrder, saveAddress, getAddresses: async () => [savedAddress] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Доставка курьером' }));
    const saved = await screen.findByRole('radio', { name: 'ул. Бабура, Яккасарай, 7, 21' });
    expect(screen.getByRole('group', { name: 'Сохранённые адреса' })).toContainElement(saved);
    await user.click(saved);
    expect(saved).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Улица и район/ })).toHaveValue('ул. Бабура, Яккасарай');
    expect(screen.getByRole('textbox', { name: 'Дом' })).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'shipping',
        address: 'ул. Бабура, Яккасарай',
        house: '7',
        apartment: '21',
        location: { lat: 41.2905, lng: 69.2561 },
      }),
    );
    // Already in the address book: not saved twice.
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('tells the server’s location refusal in the shopper’s language', async () => {
    geolocation({ lat: 39.65, lng: 66.97 });
    await renderCheckout(
      {
        placeOrder: async () => ({
          status: 0,
          msg: '',
          code: 'no_delivery',
          location: ['We do not deliver to this address yet'],
        }),
      },
      'uz',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Kuryer/ }));
    await user.type(screen.getByRole('textbox', { name: /Koʻcha/ }), 'Registon');
    await user.type(screen.getByRole('textbox', { name: 'Uy' }), '1');
    await user.click(screen.getByRole('button', { name: /Joylashuv/ }));
    await user.click(screen.getByRole('button', { name: 'Buyurtma berish' }));
    expect(await screen.findByText('Bu manzilga hozircha yetkazib bermaymiz')).toBeInTheDocument();
  });

  it('does not call delivery free before the method is chosen', async () => {
    await renderCheckout();
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(within(summary).getByText('зависит от способа получения')).toBeInTheDocument();
    expect(within(summary).queryByText('Бесплатно')).not.toBeInTheDocument();
  });

  it('does not call express delivery free before the location tells its cost', async () => {
    await renderCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Доставка курьером' }));
    await user.click(screen.getByRole('radio', { name: /Экспресс-доставка/ }));
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(within(summary).getByText('рассчитаем по адресу')).toBeInTheDocument();
    expect(within(summary).queryByText('Бесплатно')).not.toBeInTheDocument();
  });

  describe('express outside the shop hours (8:30-20:30 Tashkent)', () => {
    const courierDraft = (stores: Parameters<typeof checkoutOf>[0]) =>
      checkoutOf(stores).updateDraft({
        type: 'shipping',
        shipping_time: 'express',
        address: 'ул. Навои',
        house: '1',
        location: { lat: 41.31, lng: 69.28 },
      });
    const priced = {
      checkCart: async () => ({
        status: 1 as const,
        msg: '',
        drugs: [],
        cashback_percent: 0,
        delivery: { distance_km: 7.5, express: 16_000, standard: 0 as const },
      }),
    };

    it('at 04:13 shows express disabled with its hours, switches a kept express choice to standard and says so, charging nothing', async () => {
      const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 57, orders_count: 1 }));
      await renderCheckout({ ...priced, placeOrder }, 'ru', {
        now: tashkent('04:13'),
        preload: courierDraft,
      });
      const express = screen.getByRole('radio', { name: /Экспресс-доставка/ });
      expect(express).toBeDisabled();
      expect(express).not.toBeChecked();
      expect(express).toHaveAccessibleDescription(
        'Экспресс-доставка — с 08:30 до 20:30, пока работают аптеки',
      );
      expect(screen.getByRole('radio', { name: /Стандартная доставка/ })).toBeChecked();
      const delivery = screen.getByRole('group', { name: 'Доставка' });
      expect(within(delivery).getByRole('status')).toHaveTextContent(
        'Аптеки сейчас закрыты: вместо экспресс-доставки выбрана стандартная, бесплатная',
      );
      expect(screen.queryByText(/Курьер приедет/)).not.toBeInTheDocument();
      const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
      expect(within(summary).getByText('Бесплатно')).toBeInTheDocument();
      expect(within(summary).queryByText(/16\s000/)).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Оформить заказ' }));
      expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ shipping_time: 'standard' }));
    });

    it('tells it in Uzbek, with no English or Russian word, at 20:30', async () => {
      await renderCheckout(priced, 'uz', { now: tashkent('20:30'), preload: courierDraft });
      expect(screen.getByRole('radio', { name: /Tezkor yetkazib berish/ })).toHaveAccessibleDescription(
        'Tezkor yetkazib berish — 08:30 dan 20:30 gacha, dorixonalar ishlayotganda',
      );
      const delivery = screen.getByRole('group', { name: 'Yetkazib berish' });
      expect(within(delivery).getByRole('status')).toHaveTextContent(
        'Dorixonalar hozir yopiq: tezkor oʻrniga bepul oddiy yetkazib berish tanlandi',
      );
      expect(delivery).not.toHaveTextContent(/Express|available|Tashkent time|[а-яё]/i);
    });

    it('at 12:00 offers express with its cost in the summary', async () => {
      await renderCheckout(priced, 'ru', { now: tashkent('12:00'), preload: courierDraft });
      const express = screen.getByRole('radio', { name: /Экспресс-доставка/ });
      expect(express).toBeEnabled();
      expect(express).toBeChecked();
      expect(screen.queryByText(/Аптеки сейчас закрыты/)).not.toBeInTheDocument();
      const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
      expect(await within(summary).findByText(/16\s000/)).toBeInTheDocument();
    });

    it("stops offering it on a page left open past 20:30, and takes the API's refusal as standard", async () => {
      let now = Date.parse('2026-11-21T20:29:40+05:00');
      const placeOrder = jest.fn(async () => ({
        status: 0,
        code: 'express_closed',
        msg: 'Express delivery is available from 08:30 to 20:30, Tashkent time',
        opens: '08:30',
        closes: '20:30',
        http_status: 409,
      }));
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      try {
        await renderCheckout({ ...priced, placeOrder }, 'ru', { now: () => now, preload: courierDraft });
        expect(screen.getByRole('radio', { name: /Экспресс-доставка/ })).toBeChecked();
        now += 30_000;
        await act(async () => {
          jest.advanceTimersByTime(30_000);
        });
        expect(screen.getByRole('radio', { name: /Экспресс-доставка/ })).toBeDisabled();
        expect(screen.getByRole('radio', { name: /Стандартная доставка/ })).toBeChecked();
      } finally {
        jest.useRealTimers();
      }
      // A device whose clock is behind the server's: the API refuses, the shopper reads why, standard is chosen.
      now = Date.parse('2026-11-21T12:00:00+05:00');
      cleanup();
      await renderCheckout({ ...priced, placeOrder }, 'ru', { now: () => now, preload: courierDraft });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Оформить заказ' }));
      expect(
        await screen.findByText('Экспресс-доставка — с 08:30 до 20:30, пока работают аптеки'),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Стандартная доставка/ })).toBeChecked();
    });
  });

  it('shows a pharmacy refusal at the pharmacy list and keeps the cart', async () => {
    const { stores } = await renderCheckout({
      placeOrder: async () => ({ status: 0, msg: '', store_id: ['no stock'] }),
    });
    const user = userEvent.setup();
    await choosePickup(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const group = screen.getByRole('group', { name: /Выберите аптеку/ });
    expect(
      await within(group).findByText('В выбранной аптеке есть не все товары из корзины'),
    ).toBeInTheDocument();
    expect(stores.newOrder.lines).toHaveLength(1);
  });

  it('shows the minimum order refusal in the shopper’s language', async () => {
    await renderCheckout({
      placeOrder: async () => ({ status: 0, code: 'minimum_order', msg: 'Minimum order amount' }),
    });
    const user = userEvent.setup();
    await choosePickup(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Минимальная сумма заказа');
  });

  it('takes a new card on the provider page: no card field here, no card sent, the shopper goes there', async () => {
    const placeOrder = jest.fn(async () => ({ status: 1, msg: '', order_id: 56, orders_count: 1 }));
    const checkoutOrder = jest.fn(async () => ({
      status: 1 as const,
      msg: '',
      paid: false,
      redirect_url: 'https://checkout.paycom.uz/bT0xO2FjLm9yZGVyX2lkPTU2',
    }));
    const { left } = await renderCheckout({ placeOrder, checkoutOrder });
    const user = userEvent.setup();
    await choosePickup(user);
    await user.click(screen.getByRole('radio', { name: 'Новая карта' }));
    expect(screen.queryByLabelText(/Номер карты/)).not.toBeInTheDocument();
    expect(screen.getByText(/Номер карты вы введёте на странице платёжной системы/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(left).toEqual(['https://checkout.paycom.uz/bT0xO2FjLm9yZGVyX2lkPTU2']));
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ payment_type: 2 }));
    for (const field of ['card_id', 'card_number', 'card_expiry']) {
      expect(placeOrder.mock.calls[0]).not.toHaveProperty(`0.${field}`);
    }
    expect(checkoutOrder).toHaveBeenCalledWith({
      order_id: 56,
      cash_pay: false,
      return_path: '/order-detail?id=56&placed=1',
    });
  });

  it('keeps a saved card’s masked number on one line (no-break spaces), as money and phones', async () => {
    // 'Сохранённая карта 5555 **** **** / 4444' broke at 390 px (issue 44, point 5).
    await renderCheckout({
      getCards: async () => [{ id: 5, number: '5555 **** **** 4444', brand: 'mastercard' as const }],
    });
    const saved = await screen.findByRole('radio', { name: /Сохранённая карта/ });
    expect(saved.closest('label')?.textContent).toContain('5555\u00a0****\u00a0****\u00a04444');
  });

  it('after a 429 says how long to wait and holds the button until then', async () => {
    await renderCheckout({
      placeOrder: async () => ({ status: 0, msg: 'Too many orders', http_status: 429, retry_after: 120 }),
    });
    const user = userEvent.setup();
    await choosePickup(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Повторите через 2 минуты.',
    );
    expect(within(summary).getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    expect(within(summary).getByText('Повторить можно через 2 минуты')).toBeInTheDocument();
    expect(within(summary).getByRole('alert').textContent).not.toMatch(ENGLISH);
  });
});
