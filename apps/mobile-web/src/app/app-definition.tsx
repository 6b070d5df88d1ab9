import { type AppDefinition, lazyScreen, loadedLater } from '@gopharm/shell';
import { buildSettings } from '@gopharm/shell/build-settings';
import { NotFoundPage, sharedScreens } from '@gopharm/shell/shared-screens';
import { DefaultLayout, MobileFooter } from './default-layout';

// This app's screen modules by their path under src/pages (those shell's AppScreenModules names), one chunk each:
// a shopper downloads only what the page needs.
const modules = import.meta.glob(['./*/*-page.tsx', './*/*-pages.tsx'], { base: '../pages' });
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
  Fallback: loadedLater(() => import('./page-skeleton'), 'PageSkeleton'),
  ...buildSettings,
  // The screens most often opened next, fetched when idle (never on 2g or save-data).
  prefetch: [
    modules['./product/product-page.tsx'],
    modules['./cart/cart-page.tsx'],
    modules['./search/search-page.tsx'],
  ],
};
