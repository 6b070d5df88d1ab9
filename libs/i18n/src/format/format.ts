import { type Locale, shopClock } from '@gopharm/util';

const CURRENCY: Record<Locale, string> = { ru: 'сум', uz: 'soʻm' };
/** Thousands, from the right: 1234567 → 1 234 567. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * The space inside a number, an amount and a phone: a no-break space (U+00A0, as Intl's ru-RU writes it), so
 * "4 000 сум" and "+998 90 111 22 33" never break across lines ("Доставка: 4 / 000 сум").
 */
const NBSP = '\u00a0';

/**
 * A text kept on one line: its spaces no-break, its hyphens non-breaking (U+2011): an order number "GP-000001",
 * a masked phone the API sends ("+998 90 *** ** 67").
 */
export function unbroken(text: string): string {
  return text.replace(/ /g, NBSP).replace(/-/g, '\u2011');
}

/**
 * Groups thousands with a no-break space: 12500 → "12 500" (spec, section 9: a space), rounded to a whole number (halves away
 * from zero, as Intl would). By hand: Intl.NumberFormat takes tens of milliseconds to create on a phone, which
 * the first price of a hydrating page would pay in one task the shopper cannot tap through.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${String(whole).replace(THOUSANDS, NBSP)}`;
}

/** A number with at most one decimal, comma-separated as both languages write it: 2.34 → "2,3", 2 → "2". */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return '';
  const tenths = Math.round(Math.abs(value) * 10);
  const rest = tenths % 10;
  return `${value < 0 && tenths > 0 ? '-' : ''}${formatNumber(Math.floor(tenths / 10))}${rest ? `,${rest}` : ''}`;
}

/** Money in sum: "12 500 сум", "12 500 soʻm", on one line. Not a number → empty text. */
export function formatMoney(value: number, locale: Locale): string {
  const number = formatNumber(value);
  return number ? `${number}${NBSP}${CURRENCY[locale]}` : '';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as dd.mm.yyyy in the shop's time zone (Tashkent); an invalid date → empty text. */
export function formatDate(value: string | number | Date): string {
  const clock = shopClock(value);
  return clock ? `${twoDigits(clock.day)}.${twoDigits(clock.month)}.${clock.year}` : '';
}

/** A time as HH:MM (24 hours) in the shop's time zone (Tashkent); an invalid date → empty text. */
export function formatTime(value: string | number | Date): string {
  const clock = shopClock(value);
  return clock ? `${twoDigits(clock.hours)}:${twoDigits(clock.minutes)}` : '';
}

/**
 * A phone as the spec writes it, "+998 90  123 45 67" (two spaces after the operator code), for 12-digit
 * numbers only ("998901234567", or "+998901234567" as a form keeps it), on one line; anything else is returned
 * as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const match = /^\+?(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(value);
  return match ? unbroken(`+${match[1]} ${match[2]}  ${match[3]} ${match[4]} ${match[5]}`) : value;
}
