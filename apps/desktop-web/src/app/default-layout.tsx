import { LanguageSwitch, LocalizedLink } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styles from './default-layout.module.css';

/** Wide layout: header, page, footer. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className="gp-visually-hidden" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <LocalizedLink to="/" className={styles.logo} aria-label="GoPharm">
            GoPharm
          </LocalizedLink>
          <LanguageSwitch className={styles.language} />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.bar}>© {new Date().getFullYear()} GoPharm</div>
      </footer>
    </div>
  );
}
