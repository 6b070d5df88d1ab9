import { canSearch } from '@gopharm/util';
import { SearchAnalogues, SearchHelp } from '@gopharm/shell/screens/search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DrugListing, ListingEmpty } from '../../components/drug-listing';
import styles from '../../components/content.module.css';
import { ProductRow } from '../../components/product-grid';

/**
 * /search?q=: the results grid; before typing, and when nothing is found, the popular queries and the catalogue
 * links (with "did you mean" above them when the API knows a close query).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();

  if (!canSearch(query)) {
    return (
      <>
        <h1>{t('search.title')}</h1>
        {query && <p className={styles.muted}>{t('search.minLength')}</p>}
        <SearchHelp />
      </>
    );
  }
  return (
    <>
      <h1>{t('search.resultsFor', { query })}</h1>
      <DrugListing
        scope={{ search: query }}
        label={t('search.resultsFor', { query })}
        empty={
          <>
            <ListingEmpty title={t('search.noResults', { query })} text={t('search.noResultsHint')} />
            <SearchHelp />
          </>
        }
        after={(drugs) => <SearchAnalogues results={drugs} ProductRow={ProductRow} />}
      />
    </>
  );
}
