import { shelfFacets, useDrugListing } from '@gopharm/shell';
import {
  DidYouMean,
  ListingEmpty,
  ListingPager,
  type ListingComponent,
} from '@gopharm/shell/screens/catalog';
import { Button, Chips } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSheet, SortSheet } from './listing-sheets';
import { LoadError } from '@gopharm/shell/screens/load-error';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './drug-listing.module.css';

/**
 * A grid of drugs with its count and pages kept in the URL (?page=2), sort and filters in bottom sheets: the
 * phone's layout of shell's useDrugListing.
 */
export const DrugListing: ListingComponent = observer(function DrugListing({ scope, label, empty, after }) {
  const { t } = useTranslation();
  const listing = useDrugListing(scope);
  const [sheet, setSheet] = useState<'sort' | 'filters' | null>(null);
  const { state, filters } = listing;
  // Kept from the last answer while the next loads, so the chips stay where they are as one is followed.
  const shelf = listing.facets && shelfFacets(listing.facets, filters, t, listing.facetHref);

  if (state === 'error') return <LoadError onRetry={listing.reload} />;
  return (
    <div className={styles.listing}>
      <DidYouMean listing={listing} search={scope.search} />
      {shelf?.links.map((link) => (
        <Chips key={link.group} scroll label={link.title} items={link.items} />
      ))}
      {/* Nothing found and nothing to take back: the empty state alone, no "0", sort or filters. */}
      {!listing.nothingToNarrow && (
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {state === 'loaded' && (
              <>
                {/* One line beside the two buttons: the short form is seen, the full one read out. */}
                <span className="gp-visually-hidden">{t('catalog.products', { count: listing.count })}</span>
                <span aria-hidden="true">{t('catalog.productsShort', { count: listing.count })}</span>
              </>
            )}
          </p>
          <Button variant="secondary" onClick={() => setSheet('sort')}>
            {t('catalog.sort')}
          </Button>
          <Button variant="secondary" onClick={() => setSheet('filters')} disabled={state !== 'loaded'}>
            {t('catalog.filters')}
          </Button>
        </div>
      )}
      {state === 'loading' ? (
        <ProductGridSkeleton count={6} />
      ) : listing.drugs.length === 0 ? (
        (empty ?? <ListingEmpty listing={listing} />)
      ) : (
        <ProductGrid drugs={listing.drugs} label={label} />
      )}
      <ListingPager listing={listing} className={styles.pager} />
      {state === 'loaded' && listing.drugs.length > 0 && after?.(listing.drugs)}
      <SortSheet
        open={sheet === 'sort'}
        value={filters.sort}
        onClose={() => setSheet(null)}
        onChoose={(sort) => {
          setSheet(null);
          listing.applyFilters({ ...filters, sort });
        }}
      />
      {state === 'loaded' && listing.facets && shelf && (
        <FilterSheet
          // A fresh draft from what the grid shows each time the sheet opens.
          key={sheet === 'filters' ? 'open' : 'closed'}
          open={sheet === 'filters'}
          facets={listing.facets}
          shelf={shelf}
          value={filters}
          onClose={() => setSheet(null)}
          onApply={(next) => {
            setSheet(null);
            listing.applyFilters(next);
          }}
        />
      )}
    </div>
  );
});
