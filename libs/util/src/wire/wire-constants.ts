// Values of the wire that both the contract's schemas (../contract) and clients need at runtime. This file imports
// nothing, so the contract can use it while ./wire-types.ts re-exports the contract's types.

/** What a pack is counted in: pieces (tablets, capsules, ampoules…), millilitres, grams or doses. */
export const PACK_UNITS = ['pcs', 'ml', 'g', 'dose'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export function isPackUnit(value: unknown): value is PackUnit {
  return (PACK_UNITS as readonly unknown[]).includes(value);
}

/**
 * What a product is: a medicine (an active substance, a leaflet, maybe a prescription) or goods (a thermometer, a
 * bandage, baby food: a type and characteristics instead). The product page shows what fits by this alone.
 */
export const PRODUCT_KINDS = ['medicine', 'goods'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Sort orders of `v1/drugs`. */
export const DRUG_SORTS = ['popular', 'price_asc', 'price_desc', 'name'] as const;
export type DrugSort = (typeof DRUG_SORTS)[number];

/** What a prescription file is, as its bytes say (the API checks the content, never the name). */
export type PrescriptionMediaType = 'image/jpeg' | 'image/png' | 'image/heic' | 'application/pdf';

/** Where an order's payment stands (`Order.payment_state`), apart from its fulfilment status. */
export const ORDER_PAYMENT_STATES = ['not_paid', 'waiting', 'paid', 'failed', 'refunded'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** Card payment providers an order can be paid through; `dev` is the development page (never in production). */
export const PAYMENT_PROVIDERS = ['payme', 'click', 'dev'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The icons a top-level category's tile may show (`Category.icon`), each drawn by ui-kit (CategoryIcon). */
export const CATEGORY_ICONS = [
  'medicines',
  'vitamins',
  'herbs',
  'mother-baby',
  'medical-devices',
  'cosmetics',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

/** Payment systems a saved card may belong to. */
export const CARD_BRANDS = ['uzcard', 'humo', 'visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How many line changes one `PUT v1/cart/lines` carries (a client with more sends them in turn). */
export const MAX_CART_CHANGES = 100;
