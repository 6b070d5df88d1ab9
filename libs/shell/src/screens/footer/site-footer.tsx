import { StoreBadges } from '@gopharm/ui-kit';
import { splitLocale } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LanguageSwitch, LocalizedLink, SupportPhoneLink, useSiteConfig, useStores } from '../../index';
import styles from './site-footer.module.css';

/** A footer link: a page of the shop (`to`, kept in the page's language) or an outside address (`href`). */
type FooterLink = { label: string; to: string } | { label: string; href: string };

/** The footer's columns (spec, section 2): for buyers, business, careers and the company. */
function useColumns(): { title: string; links: FooterLink[] }[] {
  const { t } = useTranslation();
  const { careersEmail } = useSiteConfig();
  return [
    {
      title: t('footer.buyers'),
      links: [
        // The shopper's lists, a guest's too (kept on the device): the phone's menu has them only when signed in.
        { label: t('favorites.title'), to: '/favorites' },
        { label: t('recent.title'), to: '/recently-seen' },
        { label: t('pages.delivery'), to: '/delivery-gopharm' },
        { label: t('pages.payment'), to: '/payment' },
        { label: t('sales.title'), to: '/sale' },
        { label: t('collections.title'), to: '/collection' },
        { label: t('pharmacyMap.title'), to: '/pharmacy-map' },
        { label: t('recipe.title'), to: '/recipe' },
        { label: t('catalog.siteMap'), to: '/categories' },
      ],
    },
    {
      title: t('footer.business'),
      links: [
        { label: t('pages.offer'), to: '/offer' },
        { label: t('footer.partners'), to: '/about#partners' },
        { label: t('footer.contacts'), to: '/contact' },
      ],
    },
    {
      title: t('footer.careers'),
      links: [
        { label: t('footer.vacancies'), to: '/about#careers' },
        { label: t('footer.sendCv'), href: `mailto:${careersEmail}` },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { label: t('pages.about'), to: '/about' },
        { label: t('articles.title'), to: '/articles' },
        { label: t('pages.konkurs'), to: '/konkurs' },
        { label: t('pages.app'), to: '/app' },
      ],
    },
  ];
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.label}>
          {'to' in link ? (
            <LocalizedLink to={link.to} className={styles.link}>
              {link.label}
            </LocalizedLink>
          ) : (
            <a href={link.href} className={styles.link}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The mobile apps' store badges, with the shop's store addresses. */
export function AppStoreLinks() {
  const { t } = useTranslation();
  const { appStoreUrl, googlePlayUrl } = useSiteConfig();
  return (
    <StoreBadges
      appStoreUrl={appStoreUrl}
      googlePlayUrl={googlePlayUrl}
      labels={{ appStore: t('footer.appStore'), googlePlay: t('footer.googlePlay') }}
    />
  );
}

/**
 * The footer the spec lists, the same in both apps but for its layout: the 24-hour call centre, the support
 * chat, the app stores, the columns, the social networks, the city button, the language switch and the year.
 * `compact` (phones): contacts first, each column a disclosure with a 44 px summary, room for the bottom bar.
 */
export const SiteFooter = observer(function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { region } = useStores();
  const { supportChatUrl, social } = useSiteConfig();
  const columns = useColumns();
  // The home page has its own app-download block (SCREENS.md): one "Скачайте приложение" a page, not two.
  const onHome = splitLocale(useLocation().pathname).path === '/';
  // The app stores: under the contacts on a phone; on a wide screen a row of their own under the columns, where
  // the two badges sit side by side (the contacts' column is narrower than both).
  const apps = !onHome && (
    <section className={styles.apps} aria-labelledby="footer-apps">
      <h2 id="footer-apps" className={styles.title}>
        {t('footer.apps')}
      </h2>
      <AppStoreLinks />
    </section>
  );
  return (
    <footer className={`${styles.footer} ${compact ? styles.compact : styles.wide}`}>
      <div className={styles.inner}>
        <section className={styles.contacts} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.title}>
            {t('footer.callCentre')}
          </h2>
          <SupportPhoneLink className={styles.phone} />
          <a className={styles.chat} href={supportChatUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.supportChat')}
          </a>
          <p className={styles.hours}>{t('footer.hours')}</p>
          {compact && apps}
        </section>
        {columns.map((column) =>
          compact ? (
            <details key={column.title} className={styles.column}>
              <summary className={styles.summary}>{column.title}</summary>
              <nav aria-label={column.title}>
                <LinkList links={column.links} />
              </nav>
            </details>
          ) : (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.title}>{column.title}</h2>
              <LinkList links={column.links} />
            </nav>
          ),
        )}
        <nav className={styles.social} aria-label={t('footer.social')}>
          <h2 className={styles.title}>{t('footer.social')}</h2>
          <ul className={styles.socialLinks}>
            {social.map((network) => (
              <li key={network.name}>
                <a className={styles.link} href={network.url} target="_blank" rel="noopener noreferrer">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {!compact && apps}
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.city} onClick={() => region.openDialog()}>
          {t('footer.city')}: {region.displayName}
        </button>
        <span className={styles.language}>
          {t('language.label')}: <LanguageSwitch className={styles.switch} />
        </span>
        <span className={styles.year}>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
});

/** The footer of the wide layout (desktop-web). */
export const WideFooter = () => <SiteFooter />;
/** The footer of the touch layout (mobile-web). */
export const CompactFooter = () => <SiteFooter compact />;
