import { type Static, Type } from 'typebox';
import { Id, LatLng, MAX_STORED_ID, RefusalCodes } from './common';
import { Drug } from './drug';
import { MAX_CART_CHANGES } from '../wire/wire-constants';
import { TEXT_LIMITS } from '../wire/text-limits';

/** More packs of one drug than any line may hold (the quantity rule's own bound is the drug's `max_count`). */
const MAX_LINE_QTY = 1000;

/** One line of a cart: a drug and how many packs (the quantity rule's upper bound is the drug's `max_count`). */
export const CartLine = Type.Object({
  drug_id: Id,
  qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QTY }),
});

/**
 * One change of a signed-in shopper's kept cart: the quantity set (0: the line removed) and how long ago, by the
 * device's own clock. An age, not a time: a phone whose clock is wrong still orders its changes rightly.
 */
export const CartLineChange = Type.Object({
  drug_id: Id,
  qty: Type.Integer({ minimum: 0, maximum: MAX_LINE_QTY }),
  age_ms: Type.Integer({ minimum: 0, maximum: 10 * 365 * 86_400_000 }),
});

/** `PUT v1/cart/lines`: changes of the kept cart; each line keeps its latest change, whichever arrives last. */
export const CartChangesBody = Type.Object({
  lines: Type.Array(CartLineChange, { maxItems: MAX_CART_CHANGES }),
});

/** `GET` and `PUT v1/cart/lines`: the kept cart, newest change first, each line's drug in the language asked. */
export const KeptCart = Type.Object({
  status: Type.Literal(1),
  lines: Type.Array(
    Type.Object({
      drug: Drug,
      qty: Type.Integer({ minimum: 1 }),
      age_ms: Type.Integer({ minimum: 0, description: 'How long ago the line last changed.' }),
    }),
  ),
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
  address: Text(TEXT_LIMITS.street),
  house: Text(TEXT_LIMITS.short),
  apartment: Text(TEXT_LIMITS.short),
  entrance: Text(TEXT_LIMITS.short),
  floor: Text(TEXT_LIMITS.short),
  intercom: Text(TEXT_LIMITS.short),
  additional_address: Text(TEXT_LIMITS.street),
  comment: Text(TEXT_LIMITS.comment),
  card_id: Type.Optional(Id),
  prescription_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_STORED_ID,
      description: 'The prescription an order with a prescription medicine is placed with.',
    }),
  ),
  promo_code: Text(TEXT_LIMITS.short),
  idempotency_key: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' })),
});

/** `POST v2/cart-check`: the cart's lines and, for delivery, where to. */
export const CartCheckBody = Type.Object({
  drugs: CartLines,
  type: Type.Optional(OrderType),
  location: Type.Optional(LatLng),
});

const CheckedLine = Type.Object({
  drug_id: Type.Integer(),
  price: Type.Integer(),
  max_count: Type.Integer(),
  is_count_exist: Type.Boolean(),
});

/** A field's refusal in the spec's shape: the text in a list under the field (the storefront shows the first). */
const FieldRefusal = Type.Array(Type.String());

/** The answer of `POST v2/cart-check`: prices and stock of the lines, and, with a location, the delivery. */
export const CartCheckAnswer = Type.Object({
  status: Type.Integer(),
  code: Type.Optional(RefusalCodes),
  msg: Type.String(),
  drugs: Type.Array(CheckedLine, { description: 'Drugs gone from the catalogue are left out.' }),
  location: Type.Optional(
    Type.Union([LatLng, FieldRefusal], {
      description: 'The location as sent; with status 0 (no delivery there), the refusal in a list.',
    }),
  ),
  delivery: Type.Optional(
    Type.Object({ distance_km: Type.Number(), express: Type.Integer(), standard: Type.Literal(0) }),
  ),
  cashback_percent: Type.Number({ description: 'The share of the goods a delivered order earns back.' }),
});

/** The answer of `POST v2/cart`: the order placed (status 1), or refused (status 0, with its code). */
export const PlaceOrderAnswer = Type.Object({
  status: Type.Integer(),
  code: Type.Optional(RefusalCodes),
  msg: Type.String(),
  order_id: Type.Optional(Type.Integer()),
  orders_count: Type.Optional(Type.Integer()),
  location: Type.Optional(FieldRefusal),
  store_id: Type.Optional(FieldRefusal),
});

export type CartLineDto = Static<typeof CartLine>;
export type CartChangesBodyDto = Static<typeof CartChangesBody>;
export type CartLineChangeDto = Static<typeof CartLineChange>;
export type KeptCartDto = Static<typeof KeptCart>;
/** What a client may send; the API reads it with the defaults filled in (`CartOrder`). */
export type CartBodyDto = Static<typeof CartBody>;
export type CartOrder = CartBodyDto & Required<Pick<CartBodyDto, 'payment_type' | 'device'>>;
export type CartCheckBodyDto = Static<typeof CartCheckBody>;
export type PaymentType = NonNullable<CartBodyDto['payment_type']>;
export type CartCheckAnswerDto = Static<typeof CartCheckAnswer>;
export type PlaceOrderAnswerDto = Static<typeof PlaceOrderAnswer>;
