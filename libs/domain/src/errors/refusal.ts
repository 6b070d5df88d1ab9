/**
 * Why the server refused a shopper's request, as the shopper is told it: a key of the i18n dictionaries and its
 * values, never the server's own (English) words.
 */
export interface Refusal {
  key: string;
  values?: Record<string, string | number>;
  /** Seconds the server asked to wait before the next try (429 with Retry-After). */
  retryAfter?: number;
}

/** The answer of a call whose refusal is shown (api-client `refusal: true`), or false when it failed. */
export type RefusableAnswer =
  false | null | undefined | { status?: number; msg?: string; http_status?: number; retry_after?: number };

/** "Code None": a wrong, used or expired code (spec, sections 5 and 8). */
const CODE_NONE = 'Code None';

/**
 * Every message the API refuses with, by dictionary key: the spec's catalogue (section 8) and the API's own
 * (apps/api/README.md). A message not listed here is told in general words in the shopper's language.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [CODE_NONE]: 'errors.wrongCode',
  'Minimum order amount': 'errors.minimumOrder',
  'This amount is not available in any pharmacies': 'errors.notAvailable',
  'Out of stock': 'errors.outOfStock',
  'Payment failed': 'errors.paymentFailed',
  'Product not found': 'errors.productNotFound',
  'Invalid card number': 'refusal.cardNumber',
  'This card type is not accepted': 'refusal.cardType',
  'Card expiry must be MM/YY': 'refusal.cardExpiryFormat',
  'The card has expired': 'refusal.cardExpired',
  'Card not found': 'refusal.cardNotFound',
  'Card session not found or expired': 'refusal.cardSession',
  'Too many wrong codes. Request a new code.': 'refusal.codeLocked',
  'Too many wrong codes. Add the card again.': 'refusal.cardCodeLocked',
  'Enter a valid Uzbek phone number: +998 and 9 digits': 'auth.phoneInvalid',
  'Choose the delivery address on the map': 'refusal.chooseAddress',
  'We do not deliver to this address yet': 'refusal.noDelivery',
  'Promo code not found': 'refusal.promoCode',
  'The order is already paid': 'refusal.alreadyPaid',
  'The order is cancelled': 'refusal.orderCancelled',
};

/** Messages of features whose code loads with their screens (prescriptions): known once that code runs. */
const featureMessageKeys = new Map<string, string>();

export function knowServerMessages(keys: Readonly<Record<string, string>>): void {
  for (const [msg, key] of Object.entries(keys)) featureMessageKeys.set(msg, key);
}

/** Messages that carry a number: the number goes into the dictionary's text. */
const SERVER_MESSAGE_PATTERNS: ReadonlyArray<[RegExp, string, string]> = [
  [/^At most (\d+) cards can be saved$/, 'refusal.tooManyCards', 'count'],
  [/^At most (\d+) addresses can be saved$/, 'refusal.tooManyAddresses', 'count'],
  [/^At most (\d+) prescriptions can be kept$/, 'refusal.tooManyPrescriptions', 'count'],
];

/** The dictionary key and values of a server message; null when the message is not one the API sends. */
export function serverMessageRefusal(msg: string | undefined): Refusal | null {
  if (!msg) return null;
  const key = SERVER_MESSAGE_KEYS[msg] ?? featureMessageKeys.get(msg);
  if (key) return { key };
  for (const [pattern, patternKey, name] of SERVER_MESSAGE_PATTERNS) {
    const match = pattern.exec(msg);
    if (match) return { key: patternKey, values: { [name]: Number(match[1]) } };
  }
  return null;
}

/**
 * What the shopper is told about a refused or failed call: no answer is "Check your internet connection!"; a
 * 429 says to wait (and how long, from Retry-After); a known message in the shopper's language; anything else
 * in general words.
 */
export function refusalOf(answer: RefusableAnswer): Refusal {
  if (!answer) return { key: 'errors.network' };
  const known = serverMessageRefusal(answer.msg);
  if (answer.http_status === 429) {
    // A locked code has its own remedy (a new code); other limits pass with time.
    if (known) return known;
    return answer.retry_after !== undefined
      ? { key: 'refusal.tooManyWait', retryAfter: answer.retry_after }
      : { key: 'refusal.tooMany' };
  }
  return known ?? { key: 'refusal.generic' };
}
