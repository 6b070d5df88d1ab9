/**
 * The checks of a card number and its expiry that need no server: the API refuses what fails them, and the
 * storefront checks the same before sending, so a mistyped digit is caught in the field that holds it.
 */

/** Card numbers of the brands the shop takes (Uzcard, Humo, Visa, Mastercard) have 16 digits. */
export const CARD_NUMBER_DIGITS = 16;

/** The Luhn checksum every card number carries: catches a mistyped digit before anything is sent. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why a card number is refused: incomplete (fewer than 16 digits) or a wrong checksum. */
export type CardNumberProblem = 'incomplete' | 'invalid';
/** Why an expiry is refused: not MM/YY with a month 01–12, or a month that has ended. */
export type CardExpiryProblem = 'format' | 'expired';

/** A card number (spaces or dashes allowed): null when it may be sent. */
export function cardNumberProblem(number: string): CardNumberProblem | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length !== CARD_NUMBER_DIGITS) return 'incomplete';
  return passesLuhn(digits) ? null : 'invalid';
}

/** An expiry "MM/YY": null when it is good today. */
export function cardExpiryProblem(expiry: string, today: Date): CardExpiryProblem | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'format';
  // A card is good through the last day of its expiry month.
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth <= today.getTime() ? 'expired' : null;
}
