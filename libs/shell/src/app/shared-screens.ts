// An entry of its own (`@gopharm/shell/shared-screens`), not the shell's index: the screens it loads import the
// index, and the index importing them back would be a cycle.

import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen, type ScreenLoader } from './lazy-screen';

/** A screen module's exports by name: each a page. */
type Pages<Name extends string> = Record<Name, ComponentType>;

/**
 * Where an app keeps the modules of the screens it lays out itself: each binds shell's screen to the app's parts
 * (its product grid, listing, profile frame, catalogue's address). By path under the app's src/pages, the same in
 * both apps, so an app finds them with one `import.meta.glob` instead of listing them. One chunk a module; the
 * build tags each loader with its module (tools/build/vite-screen-assets.ts), so the server links the screen's files.
 */
export interface AppScreenModules {
  './home/home-page.tsx': ScreenLoader<Pages<'HomePage'>>;
  './discovery/discovery-pages.tsx': ScreenLoader<
    Pages<
      'CategoriesPage' | 'CatalogHomePage' | 'CatalogByIdPage' | 'CollectionPage' | 'SalePage' | 'CodePage'
    >
  >;
  './catalog/catalog-page.tsx': ScreenLoader<Pages<'CatalogPage'>>;
  './search/search-page.tsx': ScreenLoader<Pages<'SearchPage'>>;
  './product/product-page.tsx': ScreenLoader<Pages<'ProductPage'>>;
  './lists/list-pages.tsx': ScreenLoader<Pages<'FavoritesPage' | 'RecentlySeenPage'>>;
  './cart/cart-page.tsx': ScreenLoader<Pages<'CartPage'>>;
  './checkout/checkout-page.tsx': ScreenLoader<Pages<'CheckoutPage'>>;
  './orders/order-pages.tsx': ScreenLoader<Pages<'OrderDetailPage' | 'OrderPaymentPage'>>;
  './auth/auth-page.tsx': ScreenLoader<Pages<'AuthPage'>>;
  /** The profile pages as shell's createProfileScreens makes them with the app's frame. */
  './profile/profile-pages.tsx': ScreenLoader<{
    profilePages: Pages<
      | 'ProfileHomePage'
      | 'ProfileOrdersPage'
      | 'ProfileBonusPage'
      | 'ProfilePersonalPage'
      | 'ProfileAddressPage'
      | 'ProfileSettingsPage'
      | 'ProfileRemindersPage'
    >;
  }>;
}

/** The screens both apps show as shell makes them, with nothing of an app's own: loaded from shell itself. */
const content = () => import('../screens/content');
const maps = () => import('../screens/map');
const articles = () => import('../screens/articles');

/**
 * The screen of a path no route claims, loaded lazily (a page that is not there is rare): its own chunk, which
 * the server links and the browser fetches before hydrating, on a 404 page only.
 */
export const NotFoundPage = lazyScreen(() => import('../screens/not-found'), 'NotFoundPage');

/**
 * Both apps' lazily loaded screens by route id of the shared route table, from the app's screen modules. An app
 * lays a screen out differently only by its module; a route it shows otherwise (the phone's profile menu, the
 * desktop's redirects of phone pages) it overrides by name after this table.
 */
export function sharedScreens(found: Record<string, () => Promise<unknown>>): Record<string, LazyScreen> {
  // What the glob found, as the modules these screens need: a module an app lacks fails when its screen loads.
  const modules = found as unknown as AppScreenModules;
  const {
    './discovery/discovery-pages.tsx': discovery,
    './catalog/catalog-page.tsx': catalog,
    './lists/list-pages.tsx': lists,
    './orders/order-pages.tsx': orders,
    './profile/profile-pages.tsx': profilePages,
  } = modules;
  // The profile pages come as one object from the app's module: one export, not seven names in each app.
  const profile = Object.assign(async () => (await profilePages()).profilePages, {
    screenModule: profilePages.screenModule,
  });
  return {
    home: lazyScreen(modules['./home/home-page.tsx'], 'HomePage'),
    'catalog-home': lazyScreen(discovery, 'CatalogHomePage'),
    categories: lazyScreen(discovery, 'CategoriesPage'),
    catalog: lazyScreen(catalog, 'CatalogPage'),
    subcategory: lazyScreen(catalog, 'CatalogPage'),
    'catalog-by-id': lazyScreen(discovery, 'CatalogByIdPage'),
    collection: lazyScreen(discovery, 'CollectionPage'),
    sale: lazyScreen(discovery, 'SalePage'),
    code: lazyScreen(discovery, 'CodePage'),
    search: lazyScreen(modules['./search/search-page.tsx'], 'SearchPage'),
    product: lazyScreen(modules['./product/product-page.tsx'], 'ProductPage'),
    favorites: lazyScreen(lists, 'FavoritesPage'),
    'recently-seen': lazyScreen(lists, 'RecentlySeenPage'),
    cart: lazyScreen(modules['./cart/cart-page.tsx'], 'CartPage'),
    'order-process': lazyScreen(modules['./checkout/checkout-page.tsx'], 'CheckoutPage'),
    'order-detail': lazyScreen(orders, 'OrderDetailPage'),
    'order-payment': lazyScreen(orders, 'OrderPaymentPage'),
    auth: lazyScreen(modules['./auth/auth-page.tsx'], 'AuthPage'),
    profile: lazyScreen(profile, 'ProfileHomePage'),
    // The shared history: each entry opens its order (and, unpaid by card, its payment). The phone's own
    // addresses of the history and the bonus card show the same pages.
    'profile-orders': lazyScreen(profile, 'ProfileOrdersPage'),
    'order-history-mobile': lazyScreen(profile, 'ProfileOrdersPage'),
    'profile-bonus-card': lazyScreen(profile, 'ProfileBonusPage'),
    'bonus-card-mobile': lazyScreen(profile, 'ProfileBonusPage'),
    'profile-personal': lazyScreen(profile, 'ProfilePersonalPage'),
    'profile-address': lazyScreen(profile, 'ProfileAddressPage'),
    'profile-settings': lazyScreen(profile, 'ProfileSettingsPage'),
    'profile-reminders': lazyScreen(profile, 'ProfileRemindersPage'),
    'pharmacy-map': lazyScreen(maps, 'PharmacyMapPage'),
    'take-from-shop': lazyScreen(maps, 'TakeFromShopPage'),
    articles: lazyScreen(articles, 'ArticlesPage'),
    article: lazyScreen(articles, 'ArticlePage'),
    recipe: lazyScreen(() => import('../screens/recipe'), 'RecipePage'),
    about: lazyScreen(content, 'AboutPage'),
    contact: lazyScreen(content, 'ContactPage'),
    'delivery-gopharm': lazyScreen(content, 'DeliveryPage'),
    payment: lazyScreen(content, 'PaymentPage'),
    offer: lazyScreen(content, 'OfferPage'),
    konkurs: lazyScreen(content, 'KonkursPage'),
    app: lazyScreen(content, 'AppPage'),
  };
}
