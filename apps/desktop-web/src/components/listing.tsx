import { useDrugListing, LISTING_SORTS } from '@gopharm/shell';
import {
  DidYouMean,
  ListingEmpty,
  ListingPager,
  SORT_LABEL_KEYS,
  type ListingComponent,
} from '@gopharm/shell/screens/catalog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@gopharm/shell/screens/load-error';
import { Facets } from './facets';
import styles from './listing.module.css';
import { ProductGrid } from './product-grid';

/** Facets beside a sorted, paged grid (SCREENS.md "grid"): the desktop's layout of shell's useDrugListing. */
export const DrugListing: ListingComponent = observer(function DrugListing({ scope, label, empty, after }) {
  const { t } = useTranslation();
  const listing = useDrugListing(scope);
  const { state, filters, count } = listing;
  return (
    <>
      {/* Nothing found and nothing to take back: no filters either, the empty state takes the whole width. */}
      <div className={listing.nothingToNarrow ? `${styles.layout} ${styles.alone}` : styles.layout}>
        {!listing.nothingToNarrow && <Facets listing={listing} />}
        <div>
          <DidYouMean listing={listing} search={scope.search} />
          {/* Nothing found and nothing to take back: the empty state alone, no "0", sort or filters. */}
          {!listing.nothingToNarrow && (
            <div className={styles.toolbar}>
              <p aria-live="polite">{state === 'loaded' ? t('catalog.products', { count }) : ' '}</p>
              <label>
                {t('catalog.sort')}{' '}
                <select
                  value={filters.sort}
                  onChange={(event) => listing.setFilter('sort', event.target.value)}
                >
                  {LISTING_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(SORT_LABEL_KEYS[sort])}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          {state === 'error' && <LoadError onRetry={listing.reload} />}
          {state === 'loading' && <ProductGrid drugs={[]} loading label={label} skeletons={12} />}
          {state === 'loaded' && count === 0 && (empty ?? <ListingEmpty listing={listing} />)}
          {state === 'loaded' && count > 0 && <ProductGrid drugs={listing.drugs} label={label} />}
          <ListingPager listing={listing} className={styles.pages} />
        </div>
      </div>
      {/* Under both columns, the window's width: a row that scrolls sideways would widen the grid's column. */}
      {state === 'loaded' && count > 0 && after?.(listing.drugs)}
    </>
  );
});
