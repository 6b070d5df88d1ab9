export { AppError, type FailureKind, type RefusalAnswer } from './http/app-error';
export { failed, isNetworkFailure, succeeded, type Result } from './http/result';
export { type ApiClientConfig, type HttpTimeouts } from './http/http-client';
export { createApiClient, type ApiClient } from './api-client';
export * from './shared/dtos';
export type { MetaTagDto, MetaQuery } from './meta/meta-api';
export { type RegionDto, type SavedRegion, type SavedRegionDto } from './regions/regions-api';
export type {
  AcceptDto,
  CashbackDto,
  ChallengeDto,
  ProfileFields,
  RegisterProfileDto,
  RequestCodeDto,
} from './auth/auth-api';
export {
  createCardsApi,
  type BinCardsDto,
  type CardBrand,
  type CardConfirmDto,
  type CardDto,
  type CardInitDto,
  type CardsApi,
} from './cards/cards-api';
export type { CategoryDetailDto, CategoryDto } from './categories/categories-api';
export { createCollectionsApi, type CollectionDto, type CollectionsApi } from './collections/collections-api';
export type { DrugFilters, DrugsRequest } from './drugs/drugs-api';
export type {
  CartCheckDto,
  OrderCheckoutBody,
  OrderPaymentDto,
  PayOrderBody,
  PlaceOrderBody,
  PlaceOrderDto,
} from './orders/orders-api';
export { createSalesApi, type SaleDto, type SalesApi } from './sales/sales-api';
export {
  createArticlesApi,
  type ArticleDto,
  type ArticlesApi,
  type ArticleSummaryDto,
} from './articles/articles-api';
export { createPagesApi, type PageBlockDto, type PageDto, type PagesApi } from './pages/pages-api';
export {
  createAddressesApi,
  type AddressDto,
  type AddressesApi,
  type AddressSaveDto,
} from './addresses/addresses-api';
export { createPharmaciesApi, type PharmaciesApi } from './pharmacies/pharmacies-api';
export { createTelegramApi, type TelegramApi } from './telegram/telegram-api';
export { createRemindersApi, type ReminderDto, type RemindersApi } from './reminders/reminders-api';
export {
  createStockAlertsApi,
  type StockAlertDto,
  type StockAlertsApi,
} from './stock-alerts/stock-alerts-api';
export {
  createPrescriptionsApi,
  type PrescriptionsApi,
  type PrescriptionSaveDto,
} from './prescriptions/prescriptions-api';
export { createKeptCartApi } from './kept-cart/kept-cart-api';
export { readOrderStream, type OrderStreamMessage } from './orders/order-stream';
export type { ToggleFavoriteDto } from './favorites/favorites-api';
