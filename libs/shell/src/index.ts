// First: hands the CSP nonce to style-injecting libraries before any of them is imported.
import './app/csp-nonce-first';
export { AppProviders } from './app-providers';
export { useStores } from './stores-context';
export { LocalizedLink } from './locale-routes';
export { useCategoryTree } from './use-category-tree';
export { bootstrapApp, type AppDefinition } from './bootstrap-app';
export { CategoryGrid } from './category-grid';
export { NotFoundScreen } from './not-found-screen';
export { LanguageSwitch } from './language-switch';
export { ServerErrorScreen } from './errors/server-error-screen';

export { useNotify } from './notices/use-notify';
export { SupportPhoneLink, useSiteConfig, type SiteConfig } from './app/site-config';
export { RouteLoading } from './loading/loading-tracker';
export { useData, type Loaded } from './loading/use-data';
export type { KeyedLoad } from './loading/keyed-load';
export { categoryData, productData } from './loading/route-data';
export { homeData } from './loading/home-data';
export { collectionsData, saleData } from './loading/discovery-data';
export { articleData, articlesData } from './loading/article-data';
export { contentPageData } from './loading/content-data';
export { useProductCardLabels } from './catalog/card-labels';
export { DrugCard } from './catalog/drug-card';
export { useDrugsByIds } from './catalog/use-drugs-by-ids';
export { RecentlySeenSection } from './catalog/recently-seen-section';
export { useSearchBox } from './search/use-search-box';
export { SEARCH_CATEGORY_LINKS, useSearchChips } from './search/search-suggestions';
export { searchHref } from './search/search-href';
export { useCartPage, type RemovedLine } from './cart/use-cart-page';
export { useCheckout } from './checkout/use-checkout';
export { slashedExpiry, type CheckoutErrors, type CheckoutField } from './checkout/checkout-validation';
// The sign-in flow and the profile's checks load with their screens (auth, profile), not with the app's start.
export { CODE_LENGTH } from './auth/code-length';
export { useCooldown, useRefusalText, waitText } from './feedback/refusal-text';
export { OrderSuccess } from './app/order-success';
export { HydratedPart } from './app/first-commit';
export { lazyScreen, loadedLater, type LazyScreen } from './app/lazy-screen';

export { useDocumentTitle } from './app/document-title';

export {
  type PageSeo,
  type RouteLoad,
  type RouteLoadContext,
  type RouteLoadResult,
} from './loading/route-load';
export { positiveId } from './loading/positive-id';

export { useStickyHeader } from './app/use-sticky-header';
export { useFirstScreenful } from './app/use-first-screenful';
export {
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  priceBound,
  useDrugListing,
  type ListingScope,
} from './catalog/use-drug-listing';

export { htmlToText } from './catalog/html-text';
export { shelfFacets, type CheckedFacet } from './catalog/facet-groups';
export { PriceRange } from './catalog/price-range';
export { RegionDialog } from './region/region-dialog';
// The reporter itself loads after the page (bootstrap-app.tsx): only its payload's type is exported.
