/**
 * Every refusal the API sends (`{ status: 0, code, msg }`), by its stable code: the code is what a client
 * matches, the English `msg` is the contract's text (the spec's, e.g. "Code None", kept word for word). A text
 * with `{name}` carries a value; the answer carries that value as its own field `name` as well
 * (`{ code: 'too_many_cards', msg: 'At most 10 cards can be saved', count: 10 }`), so no client reads the text.
 *
 * A new refusal gets its code here; the client's table (libs/domain/src/errors/refusal.ts) then fails to compile
 * until it says how the shopper is told it.
 */
export const REFUSAL_MESSAGES = {
  // Any call
  not_found: 'Not found',
  /** Fastify's own refusal of a request (schema validation, malformed JSON, a content type it does not take). */
  invalid_request: '{reason}',
  numbers_not_finite: 'Numbers must be finite',
  internal_error: 'Internal server error',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',

  // Catalogue
  product_not_found: 'Product not found',
  category_not_found: 'Category not found',
  sale_not_found: 'Sale not found',
  article_not_found: 'Article not found',
  page_not_found: 'Page not found',
  image_not_found: 'Image not found',
  pharmacy_not_found: 'Pharmacy not found',
  unknown_region: 'Unknown region {region}',
  price_range: 'price_min must not be above price_max',

  // Sign-in
  wrong_code: 'Code None',
  invalid_phone: 'Enter a valid Uzbek phone number: +998 and 9 digits',
  code_locked: 'Too many wrong codes. Request a new code.',
  code_not_sent: 'The code could not be sent. Try again in a minute.',
  database_unavailable: 'The service is briefly unavailable. Try again in a few seconds.',
  codes_from_address: 'Too many codes requested from this address. Try again later.',
  codes_for_phone: 'Too many codes requested for this phone. Try again later.',
  codes_for_phone_today: 'Too many codes were sent to this phone today. Try again tomorrow.',
  codes_for_everyone: 'Too many codes are being sent right now. Try again in a minute.',
  wrong_codes_from_address: 'Too many wrong codes from this address. Try again later.',
  wrong_codes_for_phone: 'Too many wrong codes for this phone. Request a new code, or try again later.',
  /** 428: many codes were asked for lately (from the address, its network, for the phone, or in all); solve a `GET v1/challenge` and ask again with it. */
  challenge_required: 'Confirm that you are not a robot, then ask for the code again.',

  // Profile and region
  names_required: 'First name and last name are required',
  invalid_birth_date: 'birth_date must be a past date as YYYY-MM-DD',
  region_not_found: 'Region not found',
  no_region_saved: 'No region saved',

  // Cards
  invalid_card_number: 'Invalid card number',
  card_type_not_accepted: 'This card type is not accepted',
  card_expiry_format: 'Card expiry must be MM/YY',
  card_expired: 'The card has expired',
  too_many_cards: 'At most {count} cards can be saved',
  card_not_found: 'Card not found',
  card_session_not_found: 'Card session not found or expired',
  card_code_locked: 'Too many wrong codes. Add the card again.',

  // Addresses
  address_blank: 'address must not be blank',
  too_many_addresses: 'At most {count} addresses can be saved',
  address_not_found: 'Address not found',

  // Prescriptions
  prescription_number:
    'An e-prescription number is 8 to 20 Latin letters and digits, mostly digits, as on the prescription',
  prescription_type: 'Send a photo (JPEG or PNG) or a PDF of the prescription',
  prescription_heic: 'HEIC photos are not accepted: send the photo as JPEG, or a PNG or PDF',
  prescription_too_large: 'The file is larger than 5 MB',
  prescription_unreadable: 'The file could not be read: take the photo again',
  prescription_pages: 'A PDF of the prescription may have at most {count} pages',
  /** 429, with Retry-After: every upload counts, whatever became of it. */
  prescription_uploads_too_fast: 'Too many files sent in a row. Try again in a minute.',
  prescription_uploads_today: 'Too many files sent today. Try again tomorrow.',
  /** 503, with Retry-After: every thread that reads files is busy and their queue full. */
  prescription_busy: 'Files are not being read right now. Try again shortly.',
  too_many_prescriptions: 'At most {count} prescriptions can be kept',
  prescription_not_found: 'Prescription not found',
  prescription_needed: 'A prescription is needed for a prescription medicine in the cart',
  prescription_pickup_only: 'Prescription medicines are dispensed only at a pharmacy: choose pick-up',

  // Placing an order (v2/cart, v2/cart-check); `choose_address` and `no_delivery` travel as `location: [msg]`,
  // `pharmacy_lacks_items` as `store_id: [msg]` (the spec's shapes), with `code` beside them.
  invalid_idempotency_key: 'Idempotency-Key must be 8 to 100 letters, digits or _.:-',
  idempotency_key_reused: 'This Idempotency-Key was already used for another order',
  promo_code_not_found: 'Promo code not found',
  out_of_stock: 'Out of stock',
  not_available: 'This amount is not available in any pharmacies',
  minimum_order: 'Minimum order amount',
  choose_address: 'Choose the delivery address on the map',
  no_delivery: 'We do not deliver to this address yet',
  pharmacy_lacks_items: 'This pharmacy does not have every item of the order',
  /** 409: express outside the shop's hours (libs/util's SHOP_HOURS, Tashkent time); standard delivery is placed. */
  express_closed: 'Express delivery is available from {opens} to {closes}, Tashkent time',

  // Orders and payment
  order_not_found: 'Order not found',
  already_paid: 'The order is already paid',
  order_cancelled: 'The order is cancelled',
  payment_in_progress: 'A card payment of the order is in progress',
  /** `POST v1/order/{id}/cancel`: the goods are collected or the order is done or called off already. */
  order_not_cancellable: 'The order can no longer be cancelled',
  card_id_required: 'card_id is required',
  /** The spec's; the reference server has no card processor to fail, so it never sends it. */
  payment_failed: 'Payment failed',

  // The pharmacies' systems (v1/stock/receipts)
  receipt_unknown_drugs: 'Unknown drug_id {drug_ids} on lines {lines}',
  receipt_id_reused: 'receipt_id {receipt_id} was sent before with other lines or another pharmacy',

  // The pharmacies' systems (v1/orders/status-events): moves outside the graph of libs/util's order-status-graph.ts
  order_status_move: 'The order is {from}: it cannot become {to}',
  order_event_out_of_order: 'The order took its status at {after}, later than this event',
  order_event_id_reused: 'event_id {event_id} was sent before with another event',
  /** 429: a shopper's live order streams (`v1/orders/live`) on one instance, one per open tab, are limited. */
  order_streams_per_user: 'Too many live order streams are open. Close a tab or try again in a minute.',

  // The edge, before the API (429 with Retry-After): /api calls from one client address over its budget.
  api_requests_from_address: 'Too many requests from this address. Try again in a minute.',

  // Field data (v1/vitals)
  too_many_reports: 'Too many reports from this address',
  unknown_route: 'Unknown route "{route}"',
  metric_twice: '{metric} is listed twice',
  metric_out_of_range: '{metric} must be from 0 to {max}',
} as const;

export type RefusalCode = keyof typeof REFUSAL_MESSAGES;

type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a code's text carries (`{ count: number }` for too_many_cards; none for most). */
export type RefusalValues<C extends RefusalCode> = {
  [Name in Placeholders<(typeof REFUSAL_MESSAGES)[C]>]: string | number;
};

/** The values argument a code needs: none when its text carries none. */
export type RefusalArgs<C extends RefusalCode> = [Placeholders<(typeof REFUSAL_MESSAGES)[C]>] extends [never]
  ? []
  : [values: RefusalValues<C>];

/** The codes whose text carries no value. */
export type PlainRefusalCode = { [C in RefusalCode]: RefusalArgs<C> extends [] ? C : never }[RefusalCode];

/** A code's English text with its values put in. */
export function refusalMessage<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): string {
  const values = (args[0] ?? {}) as Record<string, string | number>;
  return REFUSAL_MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
