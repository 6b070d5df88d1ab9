import { HydratedPart, lazyScreen, OrderSuccess, RegionDialog } from '@gopharm/shell';
import { LinkProvider } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styles from './default-layout.module.css';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileHeader } from './mobile-header';
import { OfflineNotice } from './offline-notice';
import { renderRouterLink } from './router-link';

// Below the fold on every page: its own chunk, off the first load (the server renders it whole).
export const MobileFooter = lazyScreen(() => import('./footer'), 'MobileFooter');

/** Touch layout: header with back and search, the page, the bottom bar and the order-success sheet. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <div className={styles.shell}>
        <a className="gp-skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <MobileHeader />
        <OfflineNotice />
        <main id="main" className={styles.main}>
          {/* The screen, in the shell's boundaries: the skeleton while it loads, the error page if it fails. */}
          <Outlet />
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
