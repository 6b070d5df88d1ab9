import type { Lang } from '../http/common-query';

/** A card as the provider describes it once its code is confirmed: never the number, only its mask. */
export interface ProviderCard {
  /** The provider's token, which pays later orders (receipts.pay). */
  token: string;
  /** Payme's mask, "860006******6311": the first six digits and the last four. */
  number: string;
  /** The expiry month as the provider shows it, "03/99". */
  expire: string;
}

/** Who is adding the card: the code goes to the card's phone (the development provider texts the shopper's). */
export interface CodeContext {
  phone: string;
  lan: Lang;
  /** The confirmation session (hashed): the development provider keys its code by it. */
  sessionHash: string;
  ip: string;
}

export type CodeSent =
  { ok: true; phoneMask: string } | { ok: false; problem: 'invalid_card' | 'unavailable' };

export type CardVerified =
  | { ok: true; card: ProviderCard }
  | { ok: false; problem: 'wrong_code' | 'locked' | 'invalid_card' | 'unavailable' };

export type CardCharged = { ok: true } | { ok: false; reason: string };

/**
 * Saved cards at the payment provider (Payme's Subscribe API; the development provider in `npm start` and the e2e
 * suites). The shopper's browser creates the card's token itself (`cards.create` at `tokenizer.url`, with the
 * cashbox id alone), so the number never reaches our servers; we send the code, verify it and charge the token.
 */
export interface CardProcessor {
  /** Where the browser sends the number and expiry, and the X-Auth it sends (the cashbox id, no key). */
  readonly tokenizer: { url: string; merchantId: string };
  /** Texts the card's owner a code for the new token (cards.get_verify_code). */
  sendCode(token: string, context: CodeContext): Promise<CodeSent>;
  /** The code typed: the card as saved (cards.verify). */
  verify(token: string, code: string, context: CodeContext): Promise<CardVerified>;
  /** Forgets the token at the provider (cards.remove); a failure is only logged: our copy is gone anyway. */
  remove(token: string): Promise<void>;
  /**
   * Charges what is left of an order to a saved card (receipts.create, then receipts.pay). The ledger records the
   * payment through the provider's own calls (Payme's Merchant API), so this says only whether the charge went.
   */
  charge(p: { orderId: number; amountTiyin: number; token: string; phone: string }): Promise<CardCharged>;
}

/** Payme's mask "860006******6311" (or a plain run of digits and stars) as ours: "8600 **** **** 6311". */
export function ourMask(providerNumber: string): string | null {
  const compact = providerNumber.replace(/\s/g, '');
  if (!/^\d{4}[\d*]{8,11}\d{4}$/.test(compact)) return null;
  return `${compact.slice(0, 4)} **** **** ${compact.slice(-4)}`;
}
