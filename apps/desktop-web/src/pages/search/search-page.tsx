import { LocalizedLink, searchHref, useDrugListing } from '@gopharm/shell';
import { SearchAnalogues, SearchHelp } from '@gopharm/shell/screens/search';
import { EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListingView } from '../../components/listing';
import { ProductRow } from '../../components/product-grid';

// An observer: the listing follows the store's language and region (a switch loads it again).
const Results = observer(function Results({ query }: { query: string }) {
  const { t } = useTranslation();
  const listing = useDrugListing({ search: query });
  return (
    <>
      <h1>{t('search.resultsFor', { query })}</h1>
      {listing.corrected && listing.corrected !== query && (
        <p>
          <LocalizedLink to={searchHref(listing.corrected)}>
            {t('search.didYouMean', { query: listing.corrected })}
          </LocalizedLink>
        </p>
      )}
      {listing.state === 'loaded' && listing.count === 0 ? (
        <>
          <EmptyState title={t('search.noResults', { query })} text={t('search.noResultsHint')} />
          <SearchHelp />
        </>
      ) : (
        <ListingView listing={listing} label={t('search.title')} />
      )}
      {listing.state === 'loaded' && <SearchAnalogues results={listing.drugs} ProductRow={ProductRow} />}
    </>
  );
});

/** /search?q=: results with facets and count, "did you mean", or the empty state. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  if (query.length < 2) {
    return (
      <>
        <h1>{t('search.title')}</h1>
        <p>{t('search.minLength')}</p>
        <SearchHelp />
      </>
    );
  }
  return <Results key={query} query={query} />;
}
