import { LanguageSwitch, LocalizedLink } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import styles from './mobile-footer.module.css';

/** The compact footer of the touch layout: language switch, hours, site map and the year. */
export function MobileFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p className={styles.row}>
        <span>{t('language.label')}:</span>
        <LanguageSwitch className={styles.language} />
      </p>
      <p>{t('footer.hours')}</p>
      <p>
        <LocalizedLink to="/categories" className={styles.link}>
          {t('catalog.siteMap')}
        </LocalizedLink>
      </p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
