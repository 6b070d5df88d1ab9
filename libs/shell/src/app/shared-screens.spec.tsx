import { render, screen } from '@testing-library/react';
import { ROUTES } from '@gopharm/util';
import { sharedScreens } from './shared-screens';

/** An app's screen modules as its glob finds them, each page a heading with its export's name; the profile's tagged as the build does. */
function appModules() {
  const named = (names: string[]) => Object.fromEntries(names.map((name) => [name, () => <h1>{name}</h1>]));
  const pages = (...names: string[]) => jest.fn(async () => named(names));
  const profilePages = named(
    ['Home', 'Orders', 'Bonus', 'Personal', 'Address', 'Settings', 'Reminders'].map(
      (part) => `Profile${part}Page`,
    ),
  );
  return {
    './home/home-page.tsx': pages('HomePage'),
    './discovery/discovery-pages.tsx': pages(
      'CategoriesPage',
      'CatalogHomePage',
      'CatalogByIdPage',
      'CollectionPage',
      'SalePage',
      'CodePage',
    ),
    './catalog/catalog-page.tsx': pages('CatalogPage'),
    './search/search-page.tsx': pages('SearchPage'),
    './product/product-page.tsx': pages('ProductPage'),
    './lists/list-pages.tsx': pages('FavoritesPage', 'RecentlySeenPage'),
    './cart/cart-page.tsx': pages('CartPage'),
    './checkout/checkout-page.tsx': pages('CheckoutPage'),
    './orders/order-pages.tsx': pages('OrderDetailPage', 'OrderPaymentPage'),
    './auth/auth-page.tsx': pages('AuthPage'),
    './profile/profile-pages.tsx': Object.assign(async () => ({ profilePages }), {
      screenModule: 'src/pages/profile/profile-pages.tsx',
    }),
  } as Parameters<typeof sharedScreens>[0] &
    Record<'./checkout/checkout-page.tsx' | './cart/cart-page.tsx', jest.Mock>;
}

describe('sharedScreens', () => {
  it("gives every route of the shared table a screen, but the phone's profile menu (an app's own)", () => {
    const screens = sharedScreens(appModules());
    const missing = ROUTES.map((route) => route.id).filter((id) => !screens[id]);
    expect(missing).toEqual(['profile-mobile']);
  });

  it("loads a screen from the app's module, only once it is wanted", async () => {
    const modules = appModules();
    const screens = sharedScreens(modules);
    expect(modules['./checkout/checkout-page.tsx']).not.toHaveBeenCalled();
    await screens['order-process'].preload();
    const Checkout = screens['order-process'];
    render(<Checkout />);
    expect(screen.getByRole('heading', { name: 'CheckoutPage' })).toBeInTheDocument();
    expect(modules['./cart/cart-page.tsx']).not.toHaveBeenCalled();
  });

  it("takes the profile pages from the app's one export, named for the server by the app's module", async () => {
    const screens = sharedScreens(appModules());
    const Orders = screens['order-history-mobile'];
    expect(Orders.module).toBe('src/pages/profile/profile-pages.tsx');
    await Orders.preload();
    render(<Orders />);
    expect(screen.getByRole('heading', { name: 'ProfileOrdersPage' })).toBeInTheDocument();
  });
});
