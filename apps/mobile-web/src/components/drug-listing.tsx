import type { DrugDto } from '@gopharm/api-client';
import { LocalizedLink, searchHref, shelfFacets, useDrugListing, type ListingScope } from '@gopharm/shell';
import { Button, ButtonLink, Chips, EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSheet, SortSheet } from './listing-sheets';
import { LoadError } from './load-error';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './drug-listing.module.css';

export interface DrugListingProps {
  /** What the grid lists besides the URL's filters: a category, a search text. */
  scope: ListingScope;
  label: string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** Shown under the grid once it has drugs (the search's analogues row). */
  after?: (drugs: DrugDto[]) => ReactNode;
}

/**
 * "Назад" or "Вперёд" of the pager: a link to that page (it works without the app's scripts; the new page opens at
 * its top), or a disabled button past the first or last page.
 */
function PagerLink({
  page,
  pageCount,
  href,
  children,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  children: ReactNode;
}) {
  if (page < 1 || page > pageCount) {
    return (
      <Button variant="secondary" disabled>
        {children}
      </Button>
    );
  }
  return (
    <ButtonLink variant="secondary" href={href(page)}>
      {children}
    </ButtonLink>
  );
}

/**
 * A grid of drugs with its count and pages kept in the URL (?page=2), sort and filters in bottom sheets: the
 * phone's layout of shell's useDrugListing.
 */
export const DrugListing = observer(function DrugListing({ scope, label, empty, after }: DrugListingProps) {
  const { t } = useTranslation();
  const listing = useDrugListing(scope);
  const [sheet, setSheet] = useState<'sort' | 'filters' | null>(null);
  const { state, filters, pageCount } = listing;
  const page = filters.page ?? 1;
  // Kept from the last answer while the next loads, so the chips stay where they are as one is followed.
  const shelf = listing.facets && shelfFacets(listing.facets, filters, t, listing.facetHref);

  if (state === 'error') return <LoadError onRetry={listing.reload} />;
  // The API corrected the query (layout, transliteration, typo): offer the word it searched for.
  const corrected =
    state === 'loaded' && scope.search && listing.corrected && listing.corrected !== scope.search
      ? listing.corrected
      : null;
  return (
    <div className={styles.listing}>
      {corrected && (
        <p>
          <LocalizedLink to={searchHref(corrected)}>
            {t('search.didYouMean', { query: corrected })}
          </LocalizedLink>
        </p>
      )}
      {shelf?.links.map((link) => (
        <Chips key={link.group} scroll label={link.title} items={link.items} />
      ))}
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
      {state === 'loading' ? (
        <ProductGridSkeleton count={6} />
      ) : listing.drugs.length === 0 ? (
        empty
      ) : (
        <ProductGrid drugs={listing.drugs} label={label} />
      )}
      {state === 'loaded' && pageCount > 1 && (
        <nav className={styles.pager} aria-label={t('catalog.pages')}>
          <PagerLink page={page - 1} pageCount={pageCount} href={listing.pageHref}>
            {t('catalog.previous')}
          </PagerLink>
          <span aria-current="page">{t('catalog.page', { page })}</span>
          <PagerLink page={page + 1} pageCount={pageCount} href={listing.pageHref}>
            {t('catalog.next')}
          </PagerLink>
        </nav>
      )}
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

/** The empty state of a listing. */
export function ListingEmpty({ title, text }: { title: string; text?: string }) {
  return <EmptyState title={title} text={text} />;
}
