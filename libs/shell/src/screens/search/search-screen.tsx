import { EmptyState } from '@gopharm/ui-kit';
import { canSearch } from '@gopharm/util';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ListingComponent, ProductRowComponent } from '../screen-parts';
import { SearchAnalogues } from './search-analogues';
import { SearchHelp } from './search-help';
import styles from './search-help.module.css';

/**
 * /search?q=, one page for both apps: the results grid in the app's listing layout, with the analogues of what
 * it found under it; before a query long enough, and when nothing is found, the popular queries and the
 * catalogue links.
 */
export function createSearchScreen({
  Listing,
  ProductRow,
}: {
  Listing: ListingComponent;
  ProductRow: ProductRowComponent;
}) {
  function SearchPage() {
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
        <Listing
          // A new query is a new listing (its own first page and filters' state).
          key={query}
          scope={{ search: query }}
          label={t('search.title')}
          empty={
            <>
              <EmptyState title={t('search.noResults', { query })} text={t('search.noResultsHint')} />
              <SearchHelp />
            </>
          }
          after={(drugs) => <SearchAnalogues results={drugs} ProductRow={ProductRow} />}
        />
      </>
    );
  }
  return { SearchPage };
}
