import { type AppDefinition, lazyScreen } from '@gopharm/shell';
import { buildSettings } from '@gopharm/shell/build-settings';
import { NotFoundPage, sharedScreens } from '@gopharm/shell/shared-screens';
import { DefaultLayout, MobileFooter } from './default-layout';
import { PageSkeleton } from './page-skeleton';

// This app's screen modules, one chunk each: a shopper downloads only what the page needs.
const modules = {
  home: () => import('../pages/home/home-page'),
  discovery: () => import('../pages/discovery/discovery-pages'),
  catalog: () => import('../pages/catalog/catalog-page'),
  search: () => import('../pages/search/search-page'),
  product: () => import('../pages/product/product-page'),
  lists: () => import('../pages/lists/list-pages'),
  cart: () => import('../pages/cart/cart-page'),
  checkout: () => import('../pages/checkout/checkout-page'),
  orders: () => import('../pages/orders/order-pages'),
  auth: () => import('../pages/auth/auth-page'),
  profile: () => import('../pages/profile/profile-pages'),
};
const menu = () => import('../pages/profile/profile-mobile-page');

/** The app's screens and settings, shared by the browser entry (main.tsx) and the server entry (server.tsx). */
export const appDefinition: AppDefinition = {
  screens: {
    ...sharedScreens(modules),
    // The Categories tab: tiles two across, a small chunk of its own (a tab of the bottom bar).
    'catalog-home': lazyScreen(() => import('../pages/catalog-home/catalog-home-page'), 'CatalogHomePage'),
    // A phone's profile is a menu of its parts (the desktop shows them beside each page).
    profile: lazyScreen(menu, 'ProfileMobilePage'),
    'profile-mobile': lazyScreen(menu, 'ProfileMobilePage'),
  },
  NotFound: NotFoundPage,
  Layout: DefaultLayout,
  layoutParts: [MobileFooter],
  Fallback: PageSkeleton,
  ...buildSettings,
  // The screens most often opened next, fetched when idle (never on 2g or save-data).
  prefetch: [modules.product, modules.cart, modules.search],
};
