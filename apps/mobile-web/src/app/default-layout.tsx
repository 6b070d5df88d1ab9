import { HydratedPart, lazyScreen, OrderSuccess, RegionDialog, useStores } from '@gopharm/shell';
import { LinkProvider } from '@gopharm/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ServerErrorPage } from '../pages/server-error/server-error-page';
import styles from './default-layout.module.css';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileHeader } from './mobile-header';
import { OfflineNotice } from './offline-notice';
import { RouteErrorBoundary } from './route-error-boundary';
import { renderRouterLink } from './router-link';

// Below the fold on every page: its own chunk, off the first load (the server renders it whole).
export const MobileFooter = lazyScreen(() => import('./footer'), 'MobileFooter');

// Its own chunk: a page that is not there is rare. The server links it, and the browser fetches it before
// hydrating, on a 404 page only (the screens that show it for data of theirs that is missing import it).
export const MobileNotFound = lazyScreen(() => import('../pages/not-found/not-found-page'), 'NotFoundPage');

/** Touch layout: header with back and search, the page, the bottom bar and the order-success sheet. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const stores = useStores();
  const { pathname } = useLocation();
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <div className={styles.shell}>
        <a className="gp-visually-hidden" href="#main">
          {t('app.skipToContent')}
        </a>
        <MobileHeader />
        <OfflineNotice />
        <main id="main" className={styles.main}>
          <RouteErrorBoundary
            stores={stores}
            resetKey={pathname}
            notFound={
              <Suspense fallback={null}>
                <MobileNotFound />
              </Suspense>
            }
            serverError={<ServerErrorPage />}
          >
            {/* The route's own boundary (the shell's) shows the skeleton while a screen loads. */}
            <Outlet />
          </RouteErrorBoundary>
        </main>
        <HydratedPart fallback={null}>
          <MobileFooter />
        </HydratedPart>
        <MobileBottomBar />
        <OrderSuccess size="mobile" />
        <RegionDialog />
      </div>
    </LinkProvider>
  );
}
