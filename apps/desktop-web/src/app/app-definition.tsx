import { type AppDefinition, lazyScreen } from '@gopharm/shell';
import { DefaultLayout, Footer } from './default-layout';
import { PageFallback } from './page-fallback';

// Every screen is its own chunk: a shopper downloads only what the page needs.
const catalog = () => import('../pages/catalog/catalog-page');
const discovery = () => import('../pages/catalog/discovery-pages');
const lists = () => import('../pages/lists/list-pages');
// Shared as shell makes it: no page of the app's own in between.
const content = () => import('@gopharm/shell/screens/content');
const articles = () => import('../pages/info/articles-pages');
const profile = () => import('../pages/profile/profile-pages');
const orders = () => import('../pages/orders/order-pages');
const maps = () => import('../pages/map/map-pages');
const mobileOnly = () => import('../pages/redirects/mobile-only');
const product = () => import('../pages/product/product-page');
const search = () => import('../pages/search/search-page');
const cart = () => import('../pages/cart/cart-page');

/** The app's screens and settings, shared by the browser entry (main.tsx) and the server entry (server.tsx). */
export const appDefinition: AppDefinition = {
  screens: {
    home: lazyScreen(() => import('../pages/home/home-page'), 'HomePage'),
    catalog: lazyScreen(catalog, 'CatalogPage'),
    subcategory: lazyScreen(catalog, 'CatalogPage'),
    categories: lazyScreen(discovery, 'CategoriesPage'),
    'catalog-home': lazyScreen(discovery, 'CatalogHomePage'),
    'catalog-by-id': lazyScreen(discovery, 'CatalogByIdPage'),
    collection: lazyScreen(discovery, 'CollectionPage'),
    sale: lazyScreen(discovery, 'SalePage'),
    code: lazyScreen(discovery, 'CodePage'),
    search: lazyScreen(search, 'SearchPage'),
    product: lazyScreen(product, 'ProductPage'),
    favorites: lazyScreen(lists, 'FavoritesPage'),
    'recently-seen': lazyScreen(lists, 'RecentlySeenPage'),
    cart: lazyScreen(cart, 'CartPage'),
    'order-process': lazyScreen(() => import('../pages/checkout/checkout-page'), 'CheckoutPage'),
    'order-detail': lazyScreen(orders, 'OrderDetailPage'),
    'order-payment': lazyScreen(orders, 'OrderPaymentPage'),
    auth: lazyScreen(() => import('../pages/auth/auth-page'), 'AuthPage'),
    profile: lazyScreen(profile, 'ProfileHomePage'),
    'profile-orders': lazyScreen(profile, 'ProfileOrdersPage'),
    'profile-personal': lazyScreen(profile, 'ProfilePersonalPage'),
    'profile-address': lazyScreen(profile, 'ProfileAddressPage'),
    'profile-bonus-card': lazyScreen(profile, 'ProfileBonusPage'),
    'profile-settings': lazyScreen(profile, 'ProfileSettingsPage'),
    'profile-reminders': lazyScreen(profile, 'ProfileRemindersPage'),
    'profile-mobile': lazyScreen(mobileOnly, 'ProfileMobileRedirect'),
    'order-history-mobile': lazyScreen(mobileOnly, 'OrderHistoryMobileRedirect'),
    'bonus-card-mobile': lazyScreen(mobileOnly, 'BonusCardMobileRedirect'),
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
  // Its own chunk: a page that is not there is rare. The server links it, and the browser fetches it before
  // hydrating, on a 404 page only (the screens that show it for data of theirs that is missing import it).
  NotFound: lazyScreen(() => import('../pages/not-found/not-found-page'), 'NotFoundPage'),
  Layout: DefaultLayout,
  layoutParts: [Footer],
  Fallback: PageFallback,
  config: {
    ...(import.meta.env.VITE_SUPPORT_PHONE ? { supportPhone: import.meta.env.VITE_SUPPORT_PHONE } : {}),
    ...(import.meta.env.VITE_SUPPORT_CHAT_URL
      ? { supportChatUrl: import.meta.env.VITE_SUPPORT_CHAT_URL }
      : {}),
    ...(import.meta.env.VITE_MAP_TILE_URL ? { mapTileUrl: import.meta.env.VITE_MAP_TILE_URL } : {}),
  },
  // Where a shopper usually goes next from any page.
  prefetch: [product, search, catalog, cart],
  serviceWorkerUrl: import.meta.env.PROD ? '/sw.js' : undefined,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || undefined,
};
