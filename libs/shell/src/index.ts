// First: hands the CSP nonce to style-injecting libraries before any of them is imported.
import './app/csp-nonce-first';
export { AppProviders } from './app-providers';
export { StoresProvider, useOptionalStores, useStores } from './stores-context';
export { buildLocaleRoutes, LocaleScope, LocalizedLink, useAlternatePath } from './locale-routes';
export { useCategoryTree } from './use-category-tree';
export { bootstrapApp, type AppDefinition } from './bootstrap-app';
export { CategoryGrid } from './category-grid';
export { NotFoundScreen } from './not-found-screen';
export { LanguageSwitch } from './language-switch';
export { ServerErrorScreen } from './errors/server-error-screen';
export { RouteErrorScreen } from './errors/route-error';
export { NoticesProvider, useNotify } from './notices/notices';
export { DEFAULT_SITE_CONFIG, SiteConfigProvider, useSiteConfig, type SiteConfig } from './app/site-config';
export {
  LOADING_BAR_DURATION_MS,
  LoadingTracker,
  LoadingTrackerProvider,
  RouteLoadingBar,
  useLoadingTracker,
} from './loading/loading-tracker';
export { useRouteData, type DataState } from './loading/use-route-data';
export { useLoad, type Loaded } from './loading/use-load';
export { toCardData, useProductCardLabels } from './catalog/card-data';
export { DrugCard } from './catalog/drug-card';
export { useDrugsByIds } from './catalog/use-drugs-by-ids';
export { RecentlySeenSection } from './catalog/recently-seen-section';
export {
  SEARCH_CATEGORY_LINKS,
  SEARCH_CHIP_KEYS,
  searchHref,
  useSearchBox,
  useSearchChips,
} from './search/use-search-box';
export { NOT_AVAILABLE_MSG, useCartPage, type RemovedLine } from './cart/use-cart-page';
export { EXPRESS_PER_KM, useCheckout } from './checkout/use-checkout';
export {
  checkoutErrorsOf,
  checkoutProblems,
  slashedExpiry,
  type CheckoutErrors,
  type CheckoutField,
} from './checkout/checkout-validation';
export {
  CODE_LENGTH,
  RESEND_SECONDS,
  profileFieldErrors,
  useAuthFlow,
  type AuthFieldErrors,
  type AuthStep,
} from './auth/use-auth-flow';
export { refusalText, useCooldown, useRefusalText, waitText } from './feedback/refusal-text';
export { OrderSuccess } from './app/order-success';
export { HydratedPart } from './app/first-commit';
export { lazyScreen, type LazyScreen } from './app/lazy-screen';
export { AppTree } from './app/app-tree';
export { DocumentTitle, useDocumentTitle } from './app/document-title';
export { pageTitle, routeTitle } from './app/page-title';
export {
  categorySeo,
  loadCategoryTree,
  loadStatus,
  productSeo,
  type PageSeo,
  type RouteLoad,
  type RouteLoadContext,
  type RouteLoadResult,
} from './loading/route-load';
export { CONTENT_PAGES, positiveId, sharedDataKeys, sharedRouteLoads } from './loading/shared-route-loads';
export { prefetchWhenIdle, registerServiceWorker, shouldPrefetch } from './app/service-worker';
export { stickyThreshold, useStickyHeader } from './app/use-sticky-header';
export { useFirstScreenful } from './app/use-first-screenful';
export {
  filtersFromParams,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  listingRequest,
  paramsOfFilters,
  preloadListing,
  priceBound,
  useDrugListing,
  type ListingScope,
} from './catalog/use-drug-listing';
export { shareCspNonce } from './app/csp-nonce';
export { htmlToText } from './catalog/html-text';
export { RegionDialog } from './region/region-dialog';
// The reporter itself loads after the page (bootstrap-app.tsx): only its payload's type is exported.
export type { VitalsPayload } from './vitals/vitals-reporter';
