import { useDrugListing } from '@gopharm/shell';
import { Button, ButtonLink } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError } from './data-state';
import { Facets } from './facets';
import styles from './listing.module.css';
import { ProductGrid } from './product-grid';

type Listing = ReturnType<typeof useDrugListing>;

/** Facets beside a sorted, paged grid (SCREENS.md "grid"). */
export function ListingView({ listing, label }: { listing: Listing; label: string }) {
  const { t } = useTranslation();
  const { state, filters, count, pageCount } = listing;
  const page = filters.page ?? 1;
  return (
    <div className={styles.layout}>
      <Facets listing={listing} />
      <div>
        <div className={styles.toolbar}>
          <p aria-live="polite">{state === 'loaded' ? t('catalog.products', { count }) : ' '}</p>
          <label>
            {t('catalog.sort')}{' '}
            <select value={filters.sort} onChange={(event) => listing.setFilter('sort', event.target.value)}>
              <option value="popular">{t('catalog.sortPopular')}</option>
              <option value="price_asc">{t('catalog.sortPriceAsc')}</option>
              <option value="price_desc">{t('catalog.sortPriceDesc')}</option>
              <option value="name">{t('catalog.sortName')}</option>
            </select>
          </label>
        </div>
        {state === 'error' && <LoadError onRetry={listing.reload} />}
        {state === 'loading' && <ProductGrid drugs={[]} loading label={label} skeletons={12} />}
        {state === 'loaded' && count === 0 && (
          <Empty
            title={t('catalog.empty')}
            actions={<Button onClick={listing.resetFilters}>{t('catalog.reset')}</Button>}
          />
        )}
        {state === 'loaded' && count > 0 && <ProductGrid drugs={listing.drugs} label={label} />}
        {state === 'loaded' && pageCount > 1 && (
          <nav className={styles.pages} aria-label={t('catalog.page', { page })}>
            {page > 1 && (
              <ButtonLink variant="secondary" href={listing.pageHref(page - 1)}>
                {t('catalog.previous')}
              </ButtonLink>
            )}
            <span>{t('catalog.page', { page })}</span>
            {page < pageCount && (
              <ButtonLink variant="secondary" href={listing.pageHref(page + 1)}>
                {t('catalog.next')}
              </ButtonLink>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
