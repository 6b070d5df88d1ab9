import { cardExpiryProblem, cardNumberProblem, type CardBrand } from '@gopharm/util';

export { passesLuhn } from '@gopharm/util';

export type { CardBrand };

/** The BIN prefixes of the brands the shop accepts, longest first. */
export const CARD_BINS: ReadonlyArray<{ bin: string; brand: CardBrand }> = [
  { bin: '8600', brand: 'uzcard' },
  { bin: '5614', brand: 'uzcard' },
  { bin: '9860', brand: 'humo' },
  { bin: '4', brand: 'visa' },
  { bin: '51', brand: 'mastercard' },
  { bin: '52', brand: 'mastercard' },
  { bin: '53', brand: 'mastercard' },
  { bin: '54', brand: 'mastercard' },
  { bin: '55', brand: 'mastercard' },
  { bin: '2', brand: 'mastercard' },
];

export function brandOf(digits: string): CardBrand | null {
  return CARD_BINS.find(({ bin }) => digits.startsWith(bin))?.brand ?? null;
}

/** `8600 **** **** 1234`: the first four and last four digits, nothing more. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

export type CardCheck = { ok: true; digits: string; brand: CardBrand } | { ok: false; msg: string };

/** Validates a card number (spaces allowed) and its `MM/YY` expiry against today (the checks live in util). */
export function checkCard(number: string, expiry: string, today: Date): CardCheck {
  if (cardNumberProblem(number)) return { ok: false, msg: 'Invalid card number' };
  const digits = number.replace(/[\s-]/g, '');
  const brand = brandOf(digits);
  if (!brand) return { ok: false, msg: 'This card type is not accepted' };
  const expiryProblem = cardExpiryProblem(expiry, today);
  if (expiryProblem === 'format') return { ok: false, msg: 'Card expiry must be MM/YY' };
  if (expiryProblem === 'expired') return { ok: false, msg: 'The card has expired' };
  return { ok: true, digits, brand };
}
