// The catalogue page, one for both apps: each gives its listing's layout.
export { createCatalogScreen, type CatalogLayout } from './catalog-screen';
export type { ListingComponent } from '../screen-parts';
export { DidYouMean, ListingEmpty, ListingPager, SORT_LABEL_KEYS } from './listing-parts';
