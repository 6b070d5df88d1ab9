import type { CardBrand } from '@gopharm/util';

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

export function brandOf(digits: string): CardBrand | null {
  return CARD_BINS.find(({ bin }) => digits.startsWith(bin))?.brand ?? null;
}

/** `8600 **** **** 1234`: the first four and last four digits, nothing more. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

export type CardCheck = { ok: true; digits: string; brand: CardBrand } | { ok: false; msg: string };

/** Validates a card number (spaces allowed) and its `MM/YY` expiry against today. */
export function checkCard(number: string, expiry: string, today: Date): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits) || !passesLuhn(digits)) return { ok: false, msg: 'Invalid card number' };
  const brand = brandOf(digits);
  if (!brand) return { ok: false, msg: 'This card type is not accepted' };
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return { ok: false, msg: 'Card expiry must be MM/YY' };
  // A card is good through the last day of its expiry month.
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  if (endOfMonth <= today.getTime()) return { ok: false, msg: 'The card has expired' };
  return { ok: true, digits, brand };
}
