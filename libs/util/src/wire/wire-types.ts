/**
 * The API's wire shapes, exactly as the wire carries them (apps/api/README.md, "Shared shapes"): one source
 * for the server (apps/api) and the client (@gopharm/api-client, which re-exports them).
 */

import type { Static } from 'typebox';
import type {
  Accepted,
  Address,
  AddressSaved,
  Card,
  CardConfirmed,
  CardInit,
  Cashback,
  CartLine,
  CategoryRef,
  Drug,
  CodeSent,
  DrugDetail,
  FavoriteToggled,
  LatLng as LatLngSchema,
  Order,
  OrderItem,
  OrderPayment,
  Pharmacy,
  ProfileSaved,
  SavedRegion,
  Status,
  UnitPrice,
  User,
} from '../contract';

// The shapes the API contract (../contract) defines, as types: the schemas themselves stay out of the browser.
export type DrugDto = Static<typeof Drug>;
export type DrugDetailDto = Static<typeof DrugDetail>;
export type UnitPriceDto = Static<typeof UnitPrice>;
export type CategoryRefDto = Static<typeof CategoryRef>;
export type PharmacyDto = Static<typeof Pharmacy>;
export type CartLineDto = Static<typeof CartLine>;
export type LatLng = Static<typeof LatLngSchema>;
export type UserDto = Static<typeof User>;
export type CodeSentDto = Static<typeof CodeSent>;
export type AcceptedDto = Static<typeof Accepted>;
export type ProfileSavedDto = Static<typeof ProfileSaved>;
export type CashbackDto = Static<typeof Cashback>;
export type SavedRegionDto = Static<typeof SavedRegion>;
export type CardDto = Static<typeof Card>;
export type CardInitDto = Static<typeof CardInit>;
export type CardConfirmedDto = Static<typeof CardConfirmed>;
export type AddressDto = Static<typeof Address>;
export type AddressSavedDto = Static<typeof AddressSaved>;
export type FavoriteToggledDto = Static<typeof FavoriteToggled>;
export type OrderItemDto = Static<typeof OrderItem>;
export type OrderDto = Static<typeof Order>;
export type OrderPaymentDto = Static<typeof OrderPayment>;
export type {
  CartCheckAnswerDto,
  CartCheckBodyDto,
  PlaceOrderAnswerDto,
  CartOrder,
  DrugsPageDto,
  DrugsWireQuery,
  FacetsDto,
  InstructionSectionDto,
  PaymentType,
  CartBodyDto,
  PayOrderBodyDto,
  ProfileBodyDto,
} from '../contract';
/** The common answer of calls that only say whether they worked. */
export type StatusDto = Static<typeof Status>;

/** What a pack is counted in: pieces (tablets, capsules, ampoules…), millilitres, grams or doses. */
export const PACK_UNITS = ['pcs', 'ml', 'g', 'dose'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export function isPackUnit(value: unknown): value is PackUnit {
  return (PACK_UNITS as readonly unknown[]).includes(value);
}

/** Sort orders of `v1/drugs`. */
export const DRUG_SORTS = ['popular', 'price_asc', 'price_desc', 'name'] as const;
export type DrugSort = (typeof DRUG_SORTS)[number];

export const ORDER_STATUSES = [
  'pending',
  'accept',
  'cancelled_by_store',
  'waiting_for_deliverer',
  'delivering',
  'delivered',
  'cancel_by_admin',
  'cancelled_by_user',
  'picked_up',
  'payment_waiting',
  'received',
  'collected',
  'in_transit',
  'payment_failed',
  'paid',
  'not_paid',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a prescription file is, as its bytes say (the API checks the content, never the name). */
export type PrescriptionMediaType = 'image/jpeg' | 'image/png' | 'image/heic' | 'application/pdf';

/** Orders in these statuses were called off: cashback spent on them comes back. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = [
  'cancelled_by_store',
  'cancel_by_admin',
  'cancelled_by_user',
  'payment_failed',
];

/** Payment systems a saved card may belong to. */
export const CARD_BRANDS = ['uzcard', 'humo', 'visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// The catalogue's and content's shapes (../contract), as types.
export type {
  ArticleDto,
  ArticleSummaryDto,
  CategoryDetailDto,
  CategoryDto,
  CollectionDto,
  MetaTagDto,
  PageBlockDto,
  PageDto,
  PrescriptionDto,
  RegionDto,
  SaleDetailDto,
  SaleDto,
  SitemapDto,
  StockAlertDto,
} from '../contract';
