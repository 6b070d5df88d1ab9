export { createRootStore, RootStore, type RootStoreOptions } from './root/root-store';
export type { RootSnapshot } from './root/snapshot';
export * from './ports/ports';
export { createBrowserPorts, type BrowserPorts, type BrowserWindow } from './ports/browser-ports';
export { STORAGE_VERSION } from './persistence/persist';
export { LocaleStore } from './locale/locale-store';
export { AuthStore, type AuthResult, type StoredUser } from './auth/auth-store';
export { displayName } from './auth/display-name';
export { RegionStore, type ConfirmResult } from './region/region-store';
export {
  DEFAULT_REGION_ID,
  defaultRegion,
  effectiveRegionId,
  type District,
  type Region,
} from './region/region';
export { CategoriesStore, type LoadState } from './categories/categories-store';
export { buildCategoryTree, HIDDEN_CATEGORY_IDS, type Category } from './categories/category-tree';
export { CollectionsStore, visibleCollections } from './collections/collections-store';
export { DrugsStore, PRODUCT_NOT_FOUND, type DrugLookup } from './drugs/drugs-store';
export {
  DEFAULT_DRUG_IMAGE,
  drugThumbnail,
  isServerDefaultImage,
  manufacturerFromName,
} from './drugs/drug-thumbnail';
export { FavoritesStore } from './favorites/favorites-store';
export {
  UserLastDrugsStore,
  LAST_DRUGS_LIMIT,
  type ViewedDrug,
} from './user-last-drugs/user-last-drugs-store';
export { SalesStore } from './sales/sales-store';
export { MetaStore } from './meta/meta-store';
export { CardStore, type CardStep } from './card/card-store';
export { OrdersStore, acceptOrderMinimum, canPayOnline } from './orders/orders-store';
export { NewOrderStore, type NewCard, type PlaceOrderResult } from './new-order/new-order-store';
export { increment, decrement } from './new-order/quantity';
export type { CartLine } from './new-order/cart-line';
export { emptyDraft, type OrderDraft } from './new-order/order-draft';
export { SearchStore } from './search/search-store';
export {
  CHUNK_RELOAD_INTERVAL_MS,
  errorScreenFor,
  errorStatus,
  isChunkLoadError,
  type ErrorScreen,
} from './errors/error-screen';
export { noticeFor, NOTICE_DURATION_MS, type Notice } from './errors/notice';
export {
  CODE_NONE,
  refusalOf,
  serverMessageRefusal,
  SERVER_MESSAGE_KEYS,
  type Refusal,
  type RefusableAnswer,
} from './errors/refusal';
export { isOpenNow } from './pharmacies/open-now';
export { PharmaciesStore } from './pharmacies/pharmacies-store';
export { AddressesStore, type AddressStep } from './addresses/addresses-store';
export { stockAlertsOf, StockAlertsStore } from './stock-alerts/stock-alerts-store';
export {
  PRESCRIPTION_MESSAGE_KEYS,
  prescriptionsOf,
  PrescriptionsStore,
  type PrescriptionStep,
} from './prescriptions/prescriptions-store';
export { ArticlesStore } from './articles/articles-store';
export { PagesStore } from './pages/pages-store';
