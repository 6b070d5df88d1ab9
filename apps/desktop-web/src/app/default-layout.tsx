import { OrderSuccess, RegionDialog, RouteLoadingBar } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styles from './default-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';

/** Wide layout: loading bar, header, page, footer, the region and order-success dialogs. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <RouteLoadingBar />
      <a className="gp-visually-hidden" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <RegionDialog />
      <OrderSuccess size="desktop" />
    </div>
  );
}
