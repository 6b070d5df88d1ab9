import { type AppDefinition, lazyScreen, loadedLater } from '@gopharm/shell';
import { buildSettings } from '@gopharm/shell/build-settings';
import { NotFoundPage, sharedScreens } from '@gopharm/shell/shared-screens';
import { DefaultLayout, Footer } from './default-layout';

// This app's screen modules by their path under src/pages (those shell's AppScreenModules names), one chunk each:
// a shopper downloads only what the page needs.
const modules = import.meta.glob(['./*/*-page.tsx', './*/*-pages.tsx'], { base: '../pages' });
const mobileOnly = () => import('../pages/redirects/mobile-only');

/** The app's screens and settings, shared by the browser entry (main.tsx) and the server entry (server.tsx). */
export const appDefinition: AppDefinition = {
  screens: {
    ...sharedScreens(modules),
    // The phone's own pages: their place in the profile area (the server answers them with a redirect).
    'profile-mobile': lazyScreen(mobileOnly, 'ProfileMobileRedirect'),
    'order-history-mobile': lazyScreen(mobileOnly, 'OrderHistoryMobileRedirect'),
    'bonus-card-mobile': lazyScreen(mobileOnly, 'BonusCardMobileRedirect'),
  },
  NotFound: NotFoundPage,
  Layout: DefaultLayout,
  layoutParts: [Footer],
  Fallback: loadedLater(() => import('./page-fallback'), 'PageFallback'),
  ...buildSettings,
  // Where a shopper usually goes next from any page.
  prefetch: [
    modules['./product/product-page.tsx'],
    modules['./search/search-page.tsx'],
    modules['./catalog/catalog-page.tsx'],
    modules['./cart/cart-page.tsx'],
  ],
};
