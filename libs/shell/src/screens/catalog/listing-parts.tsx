import type { DrugSort } from '@gopharm/api-client';
import { Button, ButtonLink, EmptyState } from '@gopharm/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink, searchHref, type useDrugListing } from '../../index';

type Listing = ReturnType<typeof useDrugListing>;

/** Each sort's label, in the order LISTING_SORTS gives (the desktop's select, the phone's sheet). */
export const SORT_LABEL_KEYS: Record<DrugSort, string> = {
  popular: 'catalog.sortPopular',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  name: 'catalog.sortName',
};

/**
 * "Назад" or "Вперёд": a link to that page (it works without the app's scripts; the new page opens at its top),
 * or a disabled button past the first or last page, so the pager keeps its shape from page to page.
 */
function PagerLink({ listing, page, children }: { listing: Listing; page: number; children: ReactNode }) {
  if (page < 1 || page > listing.pageCount) {
    return (
      <Button variant="secondary" disabled>
        {children}
      </Button>
    );
  }
  return (
    <ButtonLink variant="secondary" href={listing.pageHref(page)}>
      {children}
    </ButtonLink>
  );
}

/** The listing's pages, once its answer is in and there is more than one. */
export function ListingPager({ listing, className }: { listing: Listing; className?: string }) {
  const { t } = useTranslation();
  const page = listing.filters.page ?? 1;
  if (listing.state !== 'loaded' || listing.pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={t('catalog.pages')}>
      <PagerLink listing={listing} page={page - 1}>
        {t('catalog.previous')}
      </PagerLink>
      <span aria-current="page">{t('catalog.page', { page })}</span>
      <PagerLink listing={listing} page={page + 1}>
        {t('catalog.next')}
      </PagerLink>
    </nav>
  );
}

/** The API corrected a search (layout, transliteration, typo): a link to the word it searched for. */
export function DidYouMean({ listing, search }: { listing: Listing; search?: string }) {
  const { t } = useTranslation();
  const corrected = listing.state === 'loaded' && search ? listing.corrected : null;
  if (!corrected || corrected === search) return null;
  return (
    <p>
      <LocalizedLink to={searchHref(corrected)}>{t('search.didYouMean', { query: corrected })}</LocalizedLink>
    </p>
  );
}

/**
 * A list with nothing in it: under the shopper's filters, it says so with a link to the whole list (a link, so it
 * works before the app starts too); a shelf with nothing on it at all says only that.
 */
export function ListingEmpty({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  if (!listing.filtered) return <EmptyState title={t('catalog.empty')} />;
  return (
    <EmptyState
      title={t('catalog.emptyFiltered')}
      actions={
        <ButtonLink variant="secondary" href={listing.resetHref}>
          {t('catalog.reset')}
        </ButtonLink>
      }
    />
  );
}
