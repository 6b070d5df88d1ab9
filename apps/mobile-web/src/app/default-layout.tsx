import {
  HydratedPart,
  lazyScreen,
  OrderSuccess,
  RegionDialog,
  ServerErrorScreen,
  useStores,
} from '@gopharm/shell';
import { NotFoundPage } from '@gopharm/shell/shared-screens';
import { LinkProvider } from '@gopharm/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styles from './default-layout.module.css';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileHeader } from './mobile-header';
import { OfflineNotice } from './offline-notice';
import { RouteErrorBoundary } from './route-error-boundary';
import { renderRouterLink } from './router-link';

// Below the fold on every page: its own chunk, off the first load (the server renders it whole).
export const MobileFooter = lazyScreen(() => import('./footer'), 'MobileFooter');

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
                <NotFoundPage />
              </Suspense>
            }
            serverError={<ServerErrorScreen />}
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
