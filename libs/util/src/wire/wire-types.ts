/**
 * The API's wire shapes, exactly as the wire carries them (apps/api/README.md, "Shared shapes"): one source
 * for the server (apps/api) and the client (@gopharm/api-client, which re-exports them).
 */

export interface DrugDto {
  id: number;
  slug: string;
  /** In `lan`, the manufacturer in quotes inside it. */
  name: string;
  price: number;
  manufacturer: { id: number; name: string; country: string };
  country_code: string;
  image: string;
  image_thumbnail: string;
  is_count_exist: boolean;
  max_count: number;
  international_name: { id: number; name: string };
  is_recept: boolean;
  release_form: string;
  labels: string[];
  category_id: number;
  /** The price of one tablet, millilitre, gram or dose; null when the pack's size is unknown. The API always
   * sends it; a copy the browser kept from before it existed lacks it. */
  unit_price?: UnitPriceDto | null;
}

/** What a pack is counted in: pieces (tablets, capsules, ampoules…), millilitres, grams or doses. */
export const PACK_UNITS = ['pcs', 'ml', 'g', 'dose'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export function isPackUnit(value: unknown): value is PackUnit {
  return (PACK_UNITS as readonly unknown[]).includes(value);
}

/** A drug's price per unit: `price` sum (to the tiyin) for one `unit`, the pack holding `amount` of them. */
export interface UnitPriceDto {
  unit: PackUnit;
  amount: number;
  price: number;
}

export interface CategoryRefDto {
  id: number;
  name: string;
  slug: string;
  parent: CategoryRefDto | null;
}

export interface DrugDetailDto extends DrugDto {
  images: string[];
  /** Sanitised HTML. */
  description: string;
  category: CategoryRefDto;
  pharmacies_count: number;
  analogues: DrugDto[];
  /** The same substance, form and strength from other makers, those held first, then cheapest per unit. */
  equivalents: DrugDto[];
}

export interface PharmacyDto {
  id: number;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  opens: string;
  closes: string;
  region_id: number;
  /** Always sent by the server; optional so that client fixtures may leave it out. */
  district_id?: number | null;
  has_all?: boolean;
}

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

/** A prescription the shopper keeps: an e-prescription's number, or a photo or scan (never its bytes here). */
export interface PrescriptionDto {
  id: number;
  /** The e-prescription's number; null for a photo or scan. */
  number: string | null;
  /** The photo or scan; null for a number. */
  file: { media_type: PrescriptionMediaType; size: number } | null;
  created_at: string;
}

export interface CartLineDto {
  drug_id: number;
  qty: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The common answer of calls that only say whether they worked. */
export interface StatusDto {
  status: number;
  /**
   * A refusal's code (`RefusalCode`, libs/util/src/wire/refusals.ts), which a client matches: `msg` is the
   * API's English text. A string, since a newer API may send a code this client does not know.
   */
  code?: string;
  msg?: string;
}

/** Orders in these statuses were called off: cashback spent on them comes back. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = [
  'cancelled_by_store',
  'cancel_by_admin',
  'cancelled_by_user',
  'payment_failed',
];

/** Sort orders of `v1/drugs`. */
export type DrugSort = 'popular' | 'price_asc' | 'price_desc' | 'name';

/** Payment systems a saved card may belong to. */
export type CardBrand = 'uzcard' | 'humo' | 'visa' | 'mastercard';
