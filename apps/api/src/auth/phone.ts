import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A valid Uzbek mobile or fixed number, written any common way (`+998 90 123-45-67`, `998901234567`,
 * `90 123 45 67`), as the contract's 12 digits without a plus; null for anything else.
 */
export function normalizeUzPhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'UZ');
  if (!parsed || parsed.country !== 'UZ' || !parsed.isValid()) return null;
  const digits = parsed.number.replace(/^\+/, '');
  return /^998\d{9}$/.test(digits) ? digits : null;
}

/** `+998 90 *** ** 67`: enough for a shopper to recognise the number a code went to. */
export function maskPhone(phone: string): string {
  return `+${phone.slice(0, 3)} ${phone.slice(3, 5)} *** ** ${phone.slice(10, 12)}`;
}
