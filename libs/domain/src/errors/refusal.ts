import { failed, type AppError, type RefusalAnswer } from '@gopharm/api-client';
import type { RefusalCode } from '@gopharm/util';
import { REFUSED_IN_GENERAL, type Refusal } from './refused-in-general';

export { REFUSED_IN_GENERAL, type Refusal };

/**
 * How a code is told: a dictionary key, or a key with the answer's fields its text carries (`count` of
 * "At most 10 cards can be saved" travels as `count: 10`); null when the shopper is told it in general words.
 */
type RefusalKey = string | { key: string; values: readonly string[] } | null;

/** The prescriptions' refusals: their keys load with the prescriptions' code (`knowRefusals`). */
export type PrescriptionRefusalCode = Extract<
  RefusalCode,
  | 'prescription_number'
  | 'prescription_type'
  | 'prescription_heic'
  | 'prescription_pages'
  | 'prescription_too_large'
  | 'prescription_unreadable'
  | 'prescription_not_found'
  | 'prescription_needed'
>;

/**
 * The codes told in general words (refusal.generic), for none has a remedy of its own to tell the shopper. A type
 * only: the first load carries no entry for them.
 */
type GeneralRefusalCode = Extract<
  RefusalCode,
  // A request the storefront never sends so (it checks the form or builds the query first) or a server failure;
  | 'not_found'
  | 'invalid_request'
  | 'numbers_not_finite'
  | 'internal_error'
  | 'names_required'
  | 'invalid_birth_date'
  | 'address_blank'
  | 'card_id_required'
  | 'invalid_idempotency_key'
  | 'unknown_region'
  | 'price_range'
  | 'address_not_found'
  | 'order_not_found'
  // what the storefront shows in its own way, never as a refusal: 401 signs out (the http client's
  // onUnauthorized), a missing page is the not-found screen, a 503 is "check your connection" (no answer to
  // show), the saved region is read by the region store, the pick-up pharmacy's error marks its field;
  | 'unauthorized'
  | 'category_not_found'
  | 'sale_not_found'
  | 'article_not_found'
  | 'page_not_found'
  | 'image_not_found'
  | 'pharmacy_not_found'
  | 'region_not_found'
  | 'no_region_saved'
  | 'code_not_sent'
  | 'database_unavailable'
  | 'pharmacy_lacks_items'
  | 'prescription_busy'
  // limits, which pass with time: a 429 is told as a wait, with its Retry-After;
  | 'codes_from_address'
  | 'codes_for_phone'
  | 'codes_for_phone_today'
  | 'codes_for_everyone'
  | 'wrong_codes_from_address'
  | 'wrong_codes_for_phone'
  | 'too_many_reports'
  | 'prescription_uploads_too_fast'
  | 'prescription_uploads_today'
  | 'api_requests_from_address'
  | 'order_streams_per_user'
  // staff's, the pharmacies' systems' and the field-data beacon's, never a shopper's.
  | 'forbidden'
  | 'receipt_unknown_drugs'
  | 'receipt_id_reused'
  | 'order_status_move'
  | 'order_event_out_of_order'
  | 'order_event_id_reused'
  | 'unknown_route'
  | 'metric_twice'
  | 'metric_out_of_range'
>;

/**
 * Every code the API refuses with that the shopper is told in words of its own, by dictionary key. With the
 * general ones above and the prescriptions' own (PRESCRIPTION_REFUSAL_KEYS) the whole catalogue: a new code fails
 * to compile until it is given a key here or joins GeneralRefusalCode.
 */
export const REFUSAL_KEYS: {
  readonly [C in Exclude<RefusalCode, PrescriptionRefusalCode | GeneralRefusalCode>]: Exclude<
    RefusalKey,
    null
  >;
} = {
  // The spec's catalogue (section 8).
  wrong_code: 'errors.wrongCode',
  minimum_order: 'errors.minimumOrder',
  not_available: 'errors.notAvailable',
  out_of_stock: 'errors.outOfStock',
  payment_failed: 'errors.paymentFailed',
  product_not_found: 'errors.productNotFound',
  // The API's own (apps/api/README.md).
  invalid_phone: 'auth.phoneInvalid',
  code_locked: 'refusal.codeLocked',
  // The sign-in store solves the challenge itself and asks again: told only when that failed.
  challenge_required: 'auth.robotCheckFailed',
  invalid_card_number: 'refusal.cardNumber',
  card_type_not_accepted: 'refusal.cardType',
  card_expiry_format: 'refusal.cardExpiryFormat',
  card_expired: 'refusal.cardExpired',
  card_not_found: 'refusal.cardNotFound',
  card_session_not_found: 'refusal.cardSession',
  card_code_locked: 'refusal.cardCodeLocked',
  too_many_cards: { key: 'refusal.tooManyCards', values: ['count'] },
  too_many_addresses: { key: 'refusal.tooManyAddresses', values: ['count'] },
  too_many_prescriptions: { key: 'refusal.tooManyPrescriptions', values: ['count'] },
  choose_address: 'refusal.chooseAddress',
  no_delivery: 'refusal.noDelivery',
  express_closed: { key: 'refusal.expressClosed', values: ['opens', 'closes'] },
  promo_code_not_found: 'refusal.promoCode',
  prescription_pickup_only: 'refusal.prescriptionPickupOnly',
  already_paid: 'refusal.alreadyPaid',
  idempotency_key_reused: 'refusal.orderKeyReused',
  order_cancelled: 'refusal.orderCancelled',
  order_not_cancellable: 'refusal.orderNotCancellable',
  payment_in_progress: 'refusal.paymentInProgress',
};

/** Keys of features whose code loads with their screens (prescriptions): known once that code runs. */
const featureKeys = new Map<string, RefusalKey>();

export function knowRefusals(keys: { readonly [C in RefusalCode]?: RefusalKey }): void {
  for (const [code, key] of Object.entries(keys)) featureKeys.set(code, key);
}

/**
 * The dictionary key of an answer's code, with the values its text carries read from the answer's fields; null
 * when the code is unknown (a newer API's, or a feature's not loaded yet), told in general words, or its values
 * are missing.
 */
export function knownRefusal(answer: RefusalAnswer | undefined): Refusal | null {
  const code = answer?.code;
  if (!answer || !code) return null;
  const entry = Object.hasOwn(REFUSAL_KEYS, code)
    ? REFUSAL_KEYS[code as keyof typeof REFUSAL_KEYS]
    : featureKeys.get(code);
  if (!entry) return null;
  if (typeof entry === 'string') return { key: entry };
  const values: Record<string, string | number> = {};
  for (const name of entry.values) {
    const value = answer[name];
    if (typeof value !== 'number' && typeof value !== 'string') return null;
    values[name] = value;
  }
  return { key: entry.key, values };
}

/**
 * What the shopper is told about a failed call: no answer, or a failure that is no refusal, is "Check your
 * internet connection!"; a 429 says to wait (and how long, from Retry-After); a known code in the shopper's
 * language; anything else in general words.
 */
export function refusalOf(failure: AppError): Refusal {
  const answer = failure.kind === 'refusal' ? failure.answer : undefined;
  if (!answer) return { key: 'errors.network' };
  const known = knownRefusal(answer);
  if (answer.http_status === 429) {
    // A locked code has its own remedy (a new code); other limits pass with time.
    if (known) return known;
    return answer.retry_after !== undefined
      ? { key: 'refusal.tooManyWait', retryAfter: answer.retry_after }
      : { key: 'refusal.tooMany' };
  }
  return known ?? REFUSED_IN_GENERAL;
}

/** A shopper's action that failed, as its Result: why, told as the shopper is told it. */
export const refused = (failure: AppError): { ok: false; error: Refusal } => failed(refusalOf(failure));
