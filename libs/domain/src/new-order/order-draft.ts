import type { LatLng, PaymentType } from '@gopharm/api-client';

/** Where the draft is kept on the device (its own entry, apart from the cart's: stored-order.ts). */
export const DRAFT_ENTRY = 'checkout';

/** The checkout form (spec, section 3, "Cart / new order"); card number and expiry are never part of it. */
export interface OrderDraft {
  type: 'shipping' | 'pickup' | null;
  payment_type: PaymentType;
  shipping_time: 'standard' | 'express' | null;
  location: LatLng | null;
  store_id: number | null;
  address: string;
  house: string;
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  address_description: string;
  comment: string;
  promo_code: string;
  /** A saved card to pay with; null with payment_type 2 means a new card. */
  card_id: number | null;
  /** The shopper's prescription, for a cart with a prescription medicine; null: none chosen. */
  prescription_id: number | null;
}
