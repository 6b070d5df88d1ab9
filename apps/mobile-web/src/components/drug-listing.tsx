import type { DrugDto, DrugFilters, DrugsPageDto } from '@gopharm/api-client';
import { LocalizedLink, searchHref, useStores } from '@gopharm/shell';
import { Button, EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterSheet, SortSheet } from './listing-sheets';
import { LoadError } from './load-error';
import { listingKeyOf, PER_PAGE, readListingQuery, writeListingQuery } from './listing-query';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './drug-listing.module.css';
import { useLoad } from './use-load';

export interface DrugListingProps {
  /** What the grid lists besides the URL's filters: a category, a search text. */
  scope: { category?: string | number; search?: string };
  label: string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** Shown under the grid once it has drugs (the search's analogues row). */
  after?: (drugs: DrugDto[]) => ReactNode;
}

/** A grid of drugs with its count, sort and filter sheets and pages kept in the URL (?page=2). */
export const DrugListing = observer(function DrugListing({ scope, label, empty, after }: DrugListingProps) {
  const { t } = useTranslation();
  const { api, locale, region } = useStores();
  const [params, setParams] = useSearchParams();
  const [sheet, setSheet] = useState<'sort' | 'filters' | null>(null);
  const filters = readListingQuery(params);
  const key = listingKeyOf(scope, params, locale.code, region.effectiveId);
  const page = useLoad<DrugsPageDto>(key, () => api.getDrugs({ ...scope, ...filters, facets: true }));
  const apply = (next: DrugFilters) => {
    setSheet(null);
    // A new sort or filter starts again at page 1.
    setParams(writeListingQuery({ ...next, page: 1 }, params));
  };
  const goToPage = (number: number) => {
    setParams(writeListingQuery({ ...filters, page: number }, params));
    window.scrollTo({ top: 0 });
  };

  if (page.state === 'error') return <LoadError onRetry={page.reload} />;
  // The API corrected the query (layout, transliteration, typo): offer the word it searched for.
  const corrected =
    page.state === 'loaded' && scope.search && page.data.corrected && page.data.corrected !== scope.search
      ? page.data.corrected
      : null;
  const pages = page.state === 'loaded' ? Math.max(1, Math.ceil(page.data.count / PER_PAGE)) : 1;
  return (
    <div className={styles.listing}>
      {corrected && (
        <p>
          <LocalizedLink to={searchHref(corrected)}>
            {t('search.didYouMean', { query: corrected })}
          </LocalizedLink>
        </p>
      )}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {page.state === 'loaded' ? t('catalog.products', { count: page.data.count }) : ''}
        </p>
        <Button variant="secondary" onClick={() => setSheet('sort')}>
          {t('catalog.sort')}
        </Button>
        <Button variant="secondary" onClick={() => setSheet('filters')} disabled={page.state !== 'loaded'}>
          {t('catalog.filters')}
        </Button>
      </div>
      {page.state === 'loading' ? (
        <ProductGridSkeleton count={6} />
      ) : page.data.results.length === 0 ? (
        empty
      ) : (
        <ProductGrid drugs={page.data.results} label={label} />
      )}
      {page.state === 'loaded' && pages > 1 && (
        <nav className={styles.pager} aria-label={t('catalog.pages')}>
          <Button
            variant="secondary"
            disabled={(filters.page ?? 1) <= 1}
            onClick={() => goToPage((filters.page ?? 1) - 1)}
          >
            {t('catalog.previous')}
          </Button>
          <span aria-current="page">{t('catalog.page', { page: filters.page ?? 1 })}</span>
          <Button
            variant="secondary"
            disabled={(filters.page ?? 1) >= pages}
            onClick={() => goToPage((filters.page ?? 1) + 1)}
          >
            {t('catalog.next')}
          </Button>
        </nav>
      )}
      {page.state === 'loaded' && page.data.results.length > 0 && after?.(page.data.results)}
      <SortSheet
        open={sheet === 'sort'}
        value={filters.sort}
        onClose={() => setSheet(null)}
        onChoose={(sort) => apply({ ...filters, sort })}
      />
      {page.state === 'loaded' && page.data.facets && (
        <FilterSheet
          // A fresh draft from what the grid shows each time the sheet opens.
          key={sheet === 'filters' ? 'open' : 'closed'}
          open={sheet === 'filters'}
          facets={page.data.facets}
          value={filters}
          onClose={() => setSheet(null)}
          onApply={apply}
        />
      )}
    </div>
  );
});

/** The empty state of a listing. */
export function ListingEmpty({ title, text }: { title: string; text?: string }) {
  return <EmptyState title={title} text={text} />;
}
