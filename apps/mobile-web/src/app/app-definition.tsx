import { type AppDefinition, lazyScreen } from '@gopharm/shell';
import { DefaultLayout, MobileFooter, MobileNotFound } from './default-layout';
import { PageSkeleton } from './page-skeleton';

// One chunk per screen (a few small related screens share one): a shopper downloads only what the page needs.
const discovery = () => import('../pages/discovery/discovery-pages');
const lists = () => import('../pages/lists/list-pages');
// Shared as shell makes it: no page of the app's own in between.
const content = () => import('@gopharm/shell/screens/content');
const articles = () => import('../pages/info/articles-pages');
const profile = () => import('../pages/profile/profile-pages');
const orders = () => import('../pages/orders/order-pages');
const maps = () => import('../pages/map/map-pages');
const catalog = () => import('../pages/catalog/catalog-page');
const menu = () => import('../pages/profile/profile-mobile-page');
const productScreen = () => import('../pages/product/product-page');
const cartScreen = () => import('../pages/cart/cart-page');
const searchScreen = () => import('../pages/search/search-page');

/** The app's screens and settings, shared by the browser entry (main.tsx) and the server entry (server.tsx). */
export const appDefinition: AppDefinition = {
  screens: {
    home: lazyScreen(() => import('../pages/home/home-page'), 'HomePage'),
    'catalog-home': lazyScreen(() => import('../pages/catalog-home/catalog-home-page'), 'CatalogHomePage'),
    categories: lazyScreen(discovery, 'CategoriesPage'),
    catalog: lazyScreen(catalog, 'CatalogPage'),
    subcategory: lazyScreen(catalog, 'CatalogPage'),
    'catalog-by-id': lazyScreen(discovery, 'CatalogByIdPage'),
    collection: lazyScreen(discovery, 'CollectionPage'),
    sale: lazyScreen(discovery, 'SalePage'),
    code: lazyScreen(discovery, 'CodePage'),
    search: lazyScreen(searchScreen, 'SearchPage'),
    product: lazyScreen(productScreen, 'ProductPage'),
    favorites: lazyScreen(lists, 'FavoritesPage'),
    'recently-seen': lazyScreen(lists, 'RecentlySeenPage'),
    cart: lazyScreen(cartScreen, 'CartPage'),
    'order-process': lazyScreen(
      () => import('../pages/order-process/order-process-page'),
      'OrderProcessPage',
    ),
    'order-detail': lazyScreen(orders, 'OrderDetailPage'),
    'order-payment': lazyScreen(orders, 'OrderPaymentPage'),
    auth: lazyScreen(() => import('../pages/auth/auth-page'), 'AuthPage'),
    profile: lazyScreen(menu, 'ProfileMobilePage'),
    'profile-mobile': lazyScreen(menu, 'ProfileMobilePage'),
    // The shared history: each entry opens its order (and, unpaid by card, its payment).
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
    recipe: lazyScreen(() => import('../pages/info/recipe-page'), 'RecipePage'),
    about: lazyScreen(content, 'AboutPage'),
    contact: lazyScreen(content, 'ContactPage'),
    'delivery-gopharm': lazyScreen(content, 'DeliveryPage'),
    payment: lazyScreen(content, 'PaymentPage'),
    offer: lazyScreen(content, 'OfferPage'),
    konkurs: lazyScreen(content, 'KonkursPage'),
    app: lazyScreen(content, 'AppPage'),
  },
  NotFound: MobileNotFound,
  Layout: DefaultLayout,
  layoutParts: [MobileFooter],
  Fallback: PageSkeleton,
  config: {
    ...(import.meta.env.VITE_SUPPORT_PHONE ? { supportPhone: import.meta.env.VITE_SUPPORT_PHONE } : {}),
    ...(import.meta.env.VITE_SUPPORT_CHAT_URL
      ? { supportChatUrl: import.meta.env.VITE_SUPPORT_CHAT_URL }
      : {}),
    ...(import.meta.env.VITE_MAP_TILE_URL ? { mapTileUrl: import.meta.env.VITE_MAP_TILE_URL } : {}),
  },
  // The service worker at the site root, in production builds only (src/sw.ts).
  serviceWorkerUrl: import.meta.env.PROD ? '/sw.js' : undefined,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || undefined,
  // The screens most often opened next, fetched when idle (never on 2g or save-data).
  prefetch: [productScreen, cartScreen, searchScreen],
};
