import type { LatLng, PaymentType } from '@gopharm/api-client';
import { isRecord, readNumber, readString } from '../persistence/readers';

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

export function emptyDraft(): OrderDraft {
  return {
    type: null,
    payment_type: 1,
    shipping_time: null,
    location: null,
    store_id: null,
    address: '',
    house: '',
    apartment: '',
    entrance: '',
    floor: '',
    intercom: '',
    address_description: '',
    comment: '',
    promo_code: '',
    card_id: null,
    prescription_id: null,
  };
}

/** Reads a stored draft back field by field: a field of the wrong type keeps its default. */
export function readDraft(value: unknown): OrderDraft | undefined {
  if (!isRecord(value)) return undefined;
  const text = (key: string) => readString(value[key]) ?? '';
  const location = value.location;
  return {
    type: value.type === 'shipping' || value.type === 'pickup' ? value.type : null,
    payment_type: value.payment_type === 2 ? 2 : 1,
    shipping_time:
      value.shipping_time === 'standard' || value.shipping_time === 'express' ? value.shipping_time : null,
    location:
      isRecord(location) && readNumber(location.lat) !== undefined && readNumber(location.lng) !== undefined
        ? { lat: location.lat as number, lng: location.lng as number }
        : null,
    store_id: readNumber(value.store_id) ?? null,
    address: text('address'),
    house: text('house'),
    apartment: text('apartment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    address_description: text('address_description'),
    comment: text('comment'),
    promo_code: text('promo_code'),
    card_id: readNumber(value.card_id) ?? null,
    prescription_id: readNumber(value.prescription_id) ?? null,
  };
}
