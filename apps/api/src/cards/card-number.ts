import { cardExpiryProblem, cardNumberProblem, type CardBrand, type RefusalCode } from '@gopharm/util';

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

/** Why a card is refused: a code of the refusal catalogue (libs/util/src/wire/refusals.ts). */
export type CardRefusalCode = Extract<
  RefusalCode,
  'invalid_card_number' | 'card_type_not_accepted' | 'card_expiry_format' | 'card_expired'
>;

export type CardCheck = { ok: true; digits: string; brand: CardBrand } | { ok: false; code: CardRefusalCode };

/** Validates a card number (spaces allowed) and its `MM/YY` expiry against today (the checks live in util). */
export function checkCard(number: string, expiry: string, today: Date): CardCheck {
  if (cardNumberProblem(number)) return { ok: false, code: 'invalid_card_number' };
  const digits = number.replace(/[\s-]/g, '');
  const brand = brandOf(digits);
  if (!brand) return { ok: false, code: 'card_type_not_accepted' };
  const expiryProblem = cardExpiryProblem(expiry, today);
  if (expiryProblem === 'format') return { ok: false, code: 'card_expiry_format' };
  if (expiryProblem === 'expired') return { ok: false, code: 'card_expired' };
  return { ok: true, digits, brand };
}
