import { bootstrapApp } from '@gopharm/shell';
import { lazy } from 'react';
import { DefaultLayout } from './app/default-layout';
import { registerServiceWorker } from './app/register-service-worker';
import { NotFoundPage } from './pages/not-found/not-found-page';

// One chunk per screen: a shopper downloads only the code of the page they open.
const screen = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const HomePage = screen(
  () => import('./pages/home/home-page'),
  (m) => m.HomePage,
);
const CatalogHomePage = screen(
  () => import('./pages/catalog-home/catalog-home-page'),
  (m) => m.CatalogHomePage,
);
const CatalogPage = screen(
  () => import('./pages/catalog/catalog-page'),
  (m) => m.CatalogPage,
);
const SearchPage = screen(
  () => import('./pages/search/search-page'),
  (m) => m.SearchPage,
);
const ProductPage = screen(
  () => import('./pages/product/product-page'),
  (m) => m.ProductPage,
);
const CartPage = screen(
  () => import('./pages/cart/cart-page'),
  (m) => m.CartPage,
);

const AuthPage = screen(
  () => import('./pages/auth/auth-page'),
  (m) => m.AuthPage,
);
const OrderProcessPage = screen(
  () => import('./pages/order-process/order-process-page'),
  (m) => m.OrderProcessPage,
);
const OrdersPage = screen(
  () => import('./pages/profile/orders-page'),
  (m) => m.OrdersPage,
);
const ProfileMobilePage = screen(
  () => import('./pages/profile/profile-mobile-page'),
  (m) => m.ProfileMobilePage,
);
const BonusCardPage = screen(
  () => import('./pages/profile/bonus-card-page'),
  (m) => m.BonusCardPage,
);
const FavoritesPage = screen(
  () => import('./pages/favorites/favorites-page'),
  (m) => m.FavoritesPage,
);
const RecentlySeenPage = screen(
  () => import('./pages/recently-seen/recently-seen-page'),
  (m) => m.RecentlySeenPage,
);

bootstrapApp({
  screens: {
    home: HomePage,
    'catalog-home': CatalogHomePage,
    categories: CatalogHomePage,
    catalog: CatalogPage,
    subcategory: CatalogPage,
    search: SearchPage,
    product: ProductPage,
    cart: CartPage,
    auth: AuthPage,
    'order-process': OrderProcessPage,
    'profile-orders': OrdersPage,
    'order-history-mobile': OrdersPage,
    profile: ProfileMobilePage,
    'profile-mobile': ProfileMobilePage,
    'profile-bonus-card': BonusCardPage,
    'bonus-card-mobile': BonusCardPage,
    favorites: FavoritesPage,
    'recently-seen': RecentlySeenPage,
  },
  NotFound: NotFoundPage,
  Layout: DefaultLayout,
});
registerServiceWorker();
