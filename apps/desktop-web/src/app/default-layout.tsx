import { HydratedPart, lazyScreen, OrderSuccess, RegionDialog, RouteLoading } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styles from './default-layout.module.css';
import { Header } from './header';

// Below the fold on every page: its own chunk, off the first load (the server renders it whole).
export const Footer = lazyScreen(() => import('./footer'), 'Footer');

/** Wide layout: loading bar, header, page, footer, the region and order-success dialogs. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      {/* The loading bar first, over what loads a route's data (the other layout has none). */}
      <RouteLoading>
        <a className="gp-skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <Header />
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
        <HydratedPart fallback={null}>
          <Footer />
        </HydratedPart>
        <RegionDialog />
        <OrderSuccess size="desktop" />
      </RouteLoading>
    </div>
  );
}
