/**
 * The API's wire shapes, exactly as the wire carries them (apps/api/README.md, "Shared shapes"): one source
 * for the server (apps/api) and the client (@gopharm/api-client, which re-exports them).
 */

import type { Static } from 'typebox';
import type {
  CartLine,
  CategoryRef,
  Drug,
  DrugDetail,
  LatLng as LatLngSchema,
  Pharmacy,
  Status,
  UnitPrice,
} from '../contract';

// The shapes the API contract (../contract) defines, as types: the schemas themselves stay out of the browser.
export type DrugDto = Static<typeof Drug>;
export type DrugDetailDto = Static<typeof DrugDetail>;
export type UnitPriceDto = Static<typeof UnitPrice>;
export type CategoryRefDto = Static<typeof CategoryRef>;
export type PharmacyDto = Static<typeof Pharmacy>;
export type CartLineDto = Static<typeof CartLine>;
export type LatLng = Static<typeof LatLngSchema>;
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

export interface UserDto {
  id: number;
  phone: string;
  first_name: string;
  last_name: string;
  father_name: string;
  /** YYYY-MM-DD */
  birth_date: string | null;
  gender: 'male' | 'female' | null;
  complete: 0 | 1;
}

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

export interface OrderItemDto {
  drug_id: number;
  slug: string;
  name: string;
  qty: number;
  price: number;
  image_thumbnail: string;
}

export interface OrderDto {
  id: number;
  number: string;
  created_date: string;
  status: OrderStatus;
  type: 'shipping' | 'pickup';
  shipping_time: 'standard' | 'express' | null;
  address: string | null;
  store: PharmacyDto | null;
  payment_type: 1 | 2;
  /** The shopper's prescription the order was placed with (an order with a prescription medicine); null: none. */
  prescription_id: number | null;
  is_paid: boolean;
  delivery_sum: number;
  total: number;
  cashback: number;
  items: OrderItemDto[];
}

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
export type CardBrand = 'uzcard' | 'humo' | 'visa' | 'mastercard';

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
