import { Chips } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, SEARCH_CATEGORY_LINKS, useSearchChips } from '../../index';
import styles from './search-help.module.css';

/**
 * Where to go from a search that found nothing (or before one): the popular queries and the five fixed category
 * links (spec, section 2), the same in both apps.
 */
export function SearchHelp() {
  const { t } = useTranslation();
  return (
    <section className={styles.help} aria-label={t('search.title')}>
      <h2>{t('search.popularQueries')}</h2>
      <Chips scroll="when-narrow" label={t('search.popularQueries')} items={useSearchChips()} />
      <h2>{t('search.categoriesTitle')}</h2>
      <ul className={styles.links} aria-label={t('search.categoriesTitle')}>
        {SEARCH_CATEGORY_LINKS.map(({ key, slug }) => (
          <li key={slug}>
            <LocalizedLink to={`/catalog/${slug}`}>{t(key)}</LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
