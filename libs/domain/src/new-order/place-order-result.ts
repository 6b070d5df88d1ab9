import type { Refusal } from '../errors/refusal';

/** How placing an order ended, for the checkout to tell. */
export type PlaceOrderResult =
  | { ok: true; orderId: number }
  /** Shipping without a usable address: the first message of the answer's `location`, told in the dictionaries. */
  | { ok: false; error: 'location'; refusal: Refusal }
  /** The pick-up pharmacy does not hold every line. */
  | { ok: false; error: 'store_error' }
  /** Another refusal ("Minimum order amount", "Out of stock", a card, a 429…), told in the dictionaries. */
  | { ok: false; error: 'message'; refusal: Refusal }
  /** The request got no answer or failed without a refusal: the caller shows the generic notice; the cart stays. */
  | { ok: false; error: 'request_failed' }
  /** Nothing to order or no delivery type chosen: nothing was sent. */
  | { ok: false; error: 'incomplete' }
  /** Something threw: the user was signed out and sent to /auth. */
  | { ok: false; error: 'exception' };
