import { idSchema } from '../http/replies';

const line = {
  type: 'object',
  required: ['drug_id', 'qty'],
  properties: { drug_id: idSchema, qty: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

export const linesSchema = { type: 'array', minItems: 1, maxItems: 50, items: line } as const;

export const locationSchema = {
  type: 'object',
  required: ['lat', 'lng'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
  },
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const cartBodySchema = {
  type: 'object',
  required: ['drugs', 'type'],
  properties: {
    drugs: linesSchema,
    type: { type: 'string', enum: ['shipping', 'pickup'] },
    shipping_time: { type: 'string', enum: ['standard', 'express'] },
    payment_type: { type: 'integer', enum: [1, 2], default: 1 },
    device: { type: 'string', enum: ['mobile', 'desktop', 'site'], default: 'site' },
    location: locationSchema,
    store_id: idSchema,
    address: text(255),
    house: text(32),
    apartment: text(32),
    entrance: text(32),
    floor: text(32),
    intercom: text(32),
    additional_address: text(255),
    comment: text(500),
    card_id: idSchema,
    prescription_id: idSchema,
    card_number: text(32),
    card_expiry: text(8),
    promo_code: text(32),
    idempotency_key: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' },
  },
} as const;

export interface CartBody {
  drugs: Array<{ drug_id: number; qty: number }>;
  type: 'shipping' | 'pickup';
  shipping_time?: 'standard' | 'express';
  payment_type: 1 | 2;
  device: 'mobile' | 'desktop' | 'site';
  location?: { lat: number; lng: number };
  store_id?: number;
  address?: string;
  house?: string;
  apartment?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
  additional_address?: string;
  comment?: string;
  card_id?: number;
  /** The shopper's prescription an order with a prescription medicine is placed with. */
  prescription_id?: number;
  card_number?: string;
  card_expiry?: string;
  promo_code?: string;
  idempotency_key?: string;
}
