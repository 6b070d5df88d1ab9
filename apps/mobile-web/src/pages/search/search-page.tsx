import { canSearch } from '@gopharm/util';
import { LocalizedLink } from '@gopharm/shell';
import { Chips } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DrugListing, ListingEmpty } from '../../components/drug-listing';
import styles from '../../components/content.module.css';
import { SearchAnalogues } from './search-analogues';

/** The five fixed catalogue links (spec: search box) and the suggestion chips. */
const CATEGORY_LINKS = [
  ['medicines', 'lekarstvennye-sredstva'],
  ['vitamins', 'vitaminy-i-bad'],
  ['phyto', 'fitopreparaty'],
  ['motherBaby', 'mama-i-malysh'],
  ['devices', 'meditsinskie-izdeliya'],
] as const;
const CHIP_KEYS = ['chip1', 'chip2', 'chip3', 'chip4', 'chip5'] as const;

/** /search?q=: the results grid; before typing, popular queries, the catalogue links and suggestion chips. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();

  if (!canSearch(query)) {
    const chips = CHIP_KEYS.map((key) => t(`search.${key}`));
    return (
      <>
        <h1>{t('search.title')}</h1>
        {query && <p className={styles.muted}>{t('search.minLength')}</p>}
        <h2>{t('search.popularQueries')}</h2>
        <Chips
          label={t('search.popularQueries')}
          items={chips.map((name) => ({
            id: name,
            label: name,
            href: `/search?q=${encodeURIComponent(name)}`,
          }))}
        />
        <h2>{t('search.categoriesTitle')}</h2>
        <ul className={styles.linkList} aria-label={t('search.categoriesTitle')}>
          {CATEGORY_LINKS.map(([key, slug]) => (
            <li key={key}>
              <LocalizedLink to={`/catalog/${slug}`}>{t(`search.${key}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      <h1>{t('search.resultsFor', { query })}</h1>
      <DrugListing
        scope={{ search: query }}
        label={t('search.resultsFor', { query })}
        empty={<ListingEmpty title={t('search.noResults', { query })} text={t('search.noResultsHint')} />}
        after={(drugs) => <SearchAnalogues results={drugs} />}
      />
    </>
  );
}
