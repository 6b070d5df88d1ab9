import { LanguageSwitch, LocalizedLink } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styles from './default-layout.module.css';

/** Touch layout: a compact header and the page. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className="gp-visually-hidden" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <LocalizedLink to="/" className={styles.logo} aria-label="GoPharm">
          GoPharm
        </LocalizedLink>
        <LanguageSwitch className={styles.language} />
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
