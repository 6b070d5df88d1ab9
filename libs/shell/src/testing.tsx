// The shell's test helpers (@gopharm/shell/testing), for specs of the shell and the apps; never in a build.
import {
  AppError,
  failed,
  type AddressesApi,
  type ApiClient,
  type ArticlesApi,
  type CardsApi,
  type CollectionsApi,
  type OrderDto,
  type PagesApi,
  type PharmaciesApi,
  type PrescriptionsApi,
  type RemindersApi,
  type SalesApi,
  type StockAlertsApi,
  type TelegramApi,
} from '@gopharm/api-client';
import {
  addressesOf,
  articlesOf,
  cardOf,
  collectionsOf,
  createRootStore,
  pagesOf,
  pharmaciesOf,
  prescriptionsOf,
  remindersOf,
  salesOf,
  stockAlertsOf,
  telegramOf,
  type RootStore,
} from '@gopharm/domain';
import {
  drugDto,
  fakeApi,
  memoryStorage,
  recordingNavigation,
  userDto,
  type FakeCalls,
} from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { runInAction } from 'mobx';
import type { Locale } from '@gopharm/util';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { NoticesProvider } from './notices/notices';
import { ShopperKnownContext } from './screens/shopper-pending';

export interface ScreenOptions {
  /** The API's calls, the prescription calls (made by their screens' own client) among them. */
  api?: FakeCalls<
    ApiClient &
      AddressesApi &
      PharmaciesApi &
      CardsApi &
      PrescriptionsApi &
      RemindersApi &
      StockAlertsApi &
      TelegramApi &
      ArticlesApi &
      PagesApi &
      SalesApi &
      CollectionsApi
  >;
  locale?: Locale;
  signedIn?: boolean;
  /**
   * Signed in, but the stored sign-in is read only when the test calls `stores.startPersistence()`, as in a page
   * the browser hydrated from the server's HTML (its screen mounts before the read).
   */
  signedInOnRead?: boolean;
  /** Cart lines: [drug id, price, quantity, max_count?]. */
  lines?: [number, number, number, number?][];
  path?: string;
  /** Rendered as the server renders it, without the shopper's stored cart, favourites and sign-in. */
  shopperUnknown?: boolean;
  /** Fills the stores before the first render, as a server render's snapshot does (`preloaded`). */
  preload?: (stores: RootStore) => void;
  /** The stores' clock (the shop's hours are read by it); the machine's when not given. */
  now?: () => number;
}

/** A screen under a fresh store tree (fake API, recording navigation), translator and router at `path`. */
export async function renderScreen(
  screen: ReactNode,
  {
    api = {},
    locale = 'ru',
    signedIn = false,
    signedInOnRead,
    lines = [],
    path = '/',
    shopperUnknown,
    preload,
    now,
  }: ScreenOptions = {},
): Promise<{ stores: RootStore; visits: string[]; replaced: string[]; left: string[]; unmount: () => void }> {
  const navigation = recordingNavigation(path);
  const storedUser = { user: { token: 't', user: userDto({ complete: 1 }) }, __mps__: { version: 1 } };
  const stores = createRootStore({
    locale,
    api: fakeApi(api),
    navigation,
    newId: () => 'key-12345678',
    now,
    ...(signedInOnRead && {
      storage: memoryStorage({ auth: JSON.stringify(storedUser) }),
      deferPersistence: true,
    }),
  });
  prescriptionsOf(stores, fakeApi(api) as unknown as PrescriptionsApi);
  stockAlertsOf(stores, fakeApi(api) as unknown as StockAlertsApi);
  telegramOf(stores, fakeApi(api) as unknown as TelegramApi);
  remindersOf(stores, fakeApi(api) as unknown as RemindersApi);
  cardOf(stores, fakeApi(api) as unknown as CardsApi);
  addressesOf(stores, fakeApi(api) as unknown as AddressesApi);
  pharmaciesOf(stores, fakeApi(api) as unknown as PharmaciesApi);
  articlesOf(stores, fakeApi(api) as unknown as ArticlesApi);
  pagesOf(stores, fakeApi(api) as unknown as PagesApi);
  salesOf(stores, fakeApi(api) as unknown as SalesApi);
  collectionsOf(stores, fakeApi(api) as unknown as CollectionsApi);
  if (signedIn) runInAction(() => (stores.auth.user = { token: 't', user: userDto({ complete: 1 }) }));
  for (const [id, price, qty, max_count = 10] of lines) {
    stores.newOrder.setQuantity(drugDto({ id, price, max_count, name: `Препарат ${id}` }), qty);
  }
  preload?.(stores);
  let unmount = () => undefined as void;
  await act(async () => {
    ({ unmount } = render(
      <AppProviders stores={stores} i18n={createI18n(locale)}>
        <NoticesProvider>
          <ShopperKnownContext.Provider value={!shopperUnknown}>
            <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
          </ShopperKnownContext.Provider>
        </NoticesProvider>
      </AppProviders>,
    ));
  });
  return { stores, visits: navigation.visits, replaced: navigation.replaced, left: navigation.left, unmount };
}

/** Signs a registered shopper in through an app's /auth screen; where the screen then went. */
export async function signInThrough(authPage: ReactNode): Promise<string[]> {
  const { visits } = await renderScreen(authPage, {
    api: {
      requestCode: async () => ({ status: 1, msg: '' }),
      acceptCode: async () => ({ status: 1, token: 't', user: userDto({ complete: 1 }) }),
    },
  });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  // The sixth digit sends the code by itself (ui-kit's CodeInput): no tap on "Войти".
  await user.type(await screen.findByRole('textbox', { name: 'Код из SMS' }), '123456');
  await waitFor(() => expect(visits).not.toHaveLength(0));
  return visits;
}

/** Where an app's empty cart and checkout send the shopper ("Перейти в каталог"). */
export async function emptyCartLinks(cartPage: ReactNode, checkoutPage: ReactNode): Promise<string[]> {
  const hrefs: string[] = [];
  for (const page of [cartPage, checkoutPage]) {
    const { unmount } = await renderScreen(page, {
      signedIn: true,
      api: { getOrderMinimum: async () => 1 },
    });
    hrefs.push(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href') ?? '');
    unmount();
  }
  return hrefs;
}

/** An order as v2/orders answers it: a pending cash pick-up of 10 000 with no lines, unless told otherwise. */
export function orderDto(overrides: Partial<OrderDto> & { id: number }): OrderDto {
  return {
    number: '',
    created_date: '2026-05-01T10:00:00Z',
    status: 'pending',
    type: 'pickup',
    shipping_time: null,
    address: null,
    store: null,
    payment_type: 1,
    prescription_id: null,
    is_paid: false,
    payment_state: 'not_paid',
    delivery_sum: 0,
    total: 10_000,
    cashback: 0,
    items: [],
    ready_until: null,
    courier_expected_at: null,
    timeline: [],
    ...overrides,
  };
}

/** An API call the server refuses (status 0) with `refusal`: its code, English message, HTTP status and the rest. */
export function refusedWith<const R extends { code: string; msg: string; http_status?: number }>(refusal: R) {
  const status = refusal.http_status ?? 200;
  return async () =>
    failed(new AppError(status, refusal.msg, 'refusal', { status: 0, http_status: status, ...refusal }));
}
