import { type Static, Type } from 'typebox';
import { Id, LatLng, MAX_STORED_ID } from './common';

/** One line of a cart: a drug and how many packs (the quantity rule's upper bound is the drug's `max_count`). */
export const CartLine = Type.Object({
  drug_id: Id,
  qty: Type.Integer({ minimum: 1, maximum: 1000 }),
});

export const CartLines = Type.Array(CartLine, { minItems: 1, maxItems: 50 });

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const OrderType = Type.Enum(['shipping', 'pickup']);

/** `POST v2/cart`: an order. Card number and expiry only for a new card; a saved card goes by card_id. */
export const CartBody = Type.Object({
  drugs: CartLines,
  type: OrderType,
  shipping_time: Type.Optional(Type.Enum(['standard', 'express'])),
  payment_type: Type.Optional(Type.Enum([1, 2], { default: 1, description: '1 cash, 2 card' })),
  device: Type.Optional(Type.Enum(['mobile', 'desktop', 'site'], { default: 'site' })),
  location: Type.Optional(LatLng),
  store_id: Type.Optional(Id),
  address: Text(255),
  house: Text(32),
  apartment: Text(32),
  entrance: Text(32),
  floor: Text(32),
  intercom: Text(32),
  additional_address: Text(255),
  comment: Text(500),
  card_id: Type.Optional(Id),
  prescription_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_STORED_ID,
      description: 'The prescription an order with a prescription medicine is placed with.',
    }),
  ),
  card_number: Text(32),
  card_expiry: Text(8),
  promo_code: Text(32),
  idempotency_key: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' })),
});

/** `POST v2/cart-check`: the cart's lines and, for delivery, where to. */
export const CartCheckBody = Type.Object({
  drugs: CartLines,
  type: Type.Optional(OrderType),
  location: Type.Optional(LatLng),
});

export type CartLineDto = Static<typeof CartLine>;
/** What a client may send; the API reads it with the defaults filled in (`CartOrder`). */
export type CartBodyDto = Static<typeof CartBody>;
export type CartOrder = CartBodyDto & Required<Pick<CartBodyDto, 'payment_type' | 'device'>>;
export type CartCheckBodyDto = Static<typeof CartCheckBody>;
export type PaymentType = NonNullable<CartBodyDto['payment_type']>;
