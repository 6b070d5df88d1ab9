export { createRootStore, RootStore, type RootStoreOptions } from './root/root-store';
// Server renders only: the browser's bundle reads a snapshot (applySnapshot, in the root store) but never takes one.
export { takeSnapshot, type RootSnapshot } from './root/snapshot';
export * from './ports/ports';
export { createBrowserPorts, type BrowserPorts, type BrowserWindow } from './ports/browser-ports';

export { type StoredUser } from './auth/auth-store';

export { regionPickerOf } from './region/region-picker';
export { type District, type Region } from './region/region';
export { type LoadState } from './loading/load-state';
export { type Category } from './categories/category-tree';

export { drugsOf, PRODUCT_NOT_FOUND, type DrugLookup } from './drugs/drugs-store';
export { drugThumbnail } from './drugs/drug-thumbnail';

export { type ViewedDrug } from './user-last-drugs/user-last-drugs-store';

export { cardOf } from './card/card-store';
export { canPayOnline, orderHistoryOf } from './orders/order-history-store';
export { JUST_PLACED_PARAM } from './orders/just-placed';
export { type PlaceOrderResult } from './new-order/place-order-result';

export type { CartLine } from './new-order/cart-line';
export { loadCookieCart } from './new-order/cookie-cart';
export { mirrorCartInCookie } from './new-order/cart-cookie-mirror';
export { type OrderDraft } from './new-order/order-draft';
export { checkoutOf } from './new-order/checkout-store';
export {
  belowMinimum,
  removeLine,
  restoreLine,
  setLineQuantity,
  shortOfMinimumWith,
} from './new-order/cart-edits';
export { signInOf } from './auth/sign-in-store';
export { loadCashback, signOut } from './auth/account';

export { errorScreenFor, type ErrorScreen } from './errors/error-screen';
export { isChunkLoadError, isNoAnswerError } from './errors/failed-load';
export { noticeFor, NOTICE_DURATION_MS, type Notice } from './errors/notice';
export { type Refusal } from './errors/refusal';
export { isOpenNow } from './pharmacies/open-now';
export { pharmaciesOf } from './pharmacies/pharmacies-store';
export { articlesOf } from './articles/articles-store';
export { pagesOf } from './pages/pages-store';
export { salesOf } from './sales/sales-store';
export { collectionsOf } from './collections/collections-store';

export { addressesOf } from './addresses/addresses-store';
export { searchOf } from './search/search-store';
export { metaOf } from './meta/meta-store';
export { stockAlertsOf } from './stock-alerts/stock-alerts-store';
export { telegramOf } from './telegram/telegram-store';
export { REMINDER_DAY_CHOICES, REMINDER_DEFAULT_DAYS, remindersOf } from './reminders/reminders-store';
export { orderLiveOf } from './orders/order-live';
export { PRESCRIPTION_REFUSAL_KEYS, prescriptionsOf } from './prescriptions/prescriptions-store';
