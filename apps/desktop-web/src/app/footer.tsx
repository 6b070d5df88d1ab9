import { LanguageSwitch, LocalizedLink, useSiteConfig, useStores } from '@gopharm/shell';
import { formatPhone } from '@gopharm/i18n';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

const COLUMNS = [
  {
    title: 'footer.buyers',
    links: [
      ['/delivery-gopharm', 'pages.delivery'],
      ['/payment', 'pages.payment'],
      ['/pharmacy-map', 'pharmacyMap.title'],
      ['/recipe', 'recipe.title'],
      ['/categories', 'catalog.siteMap'],
    ],
  },
  { title: 'footer.business', links: [['/offer', 'pages.offer']] },
  { title: 'footer.careers', links: [['/contact', 'pages.contact']] },
  {
    title: 'footer.company',
    links: [
      ['/about', 'pages.about'],
      ['/articles', 'articles.title'],
      ['/konkurs', 'pages.konkurs'],
      ['/app', 'pages.app'],
    ],
  },
] as const;

/** Footer columns, contacts, city button, language switch (same page) and the current year. */
export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { region } = useStores();
  const { supportPhone, supportChatUrl } = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className={styles.title}>{t(column.title)}</h2>
            <ul>
              {column.links.map(([href, key]) => (
                <li key={href}>
                  <LocalizedLink to={href}>{t(key)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.title}>{t('footer.social')}</h2>
          <ul>
            <li>
              {t('footer.callCentre')}: <a href={`tel:+${supportPhone}`}>{formatPhone(supportPhone)}</a>
            </li>
            <li>
              <a href={supportChatUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.supportChat')}
              </a>
            </li>
            <li>
              <a href="https://t.me/gopharm" target="_blank" rel="noopener noreferrer">
                Telegram
              </a>
            </li>
            <li>
              <a href="https://instagram.com/gopharm.uz" target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.city} onClick={() => region.openDialog()}>
          {t('footer.city')}: {region.current.name}
        </button>
        <LanguageSwitch className={styles.language} />
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
});
