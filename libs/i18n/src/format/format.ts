import type { Locale } from '@gopharm/util';

/** Dates and times are shown in the shop's time zone, whatever the device's. */
export const SHOP_TIME_ZONE = 'Asia/Tashkent';

const CURRENCY: Record<Locale, string> = { ru: 'сум', uz: 'soʻm' };
/** Thousands, from the right: 1234567 → 1 234 567. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Groups thousands with a plain space: 12500 → "12 500" (spec, section 9), rounded to a whole number (halves away
 * from zero, as Intl would). By hand: Intl.NumberFormat takes tens of milliseconds to create on a phone, which
 * the first price of a hydrating page would pay in one task the shopper cannot tap through.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${String(whole).replace(THOUSANDS, ' ')}`;
}

/** A number with at most one decimal, comma-separated as both languages write it: 2.34 → "2,3", 2 → "2". */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return '';
  const tenths = Math.round(Math.abs(value) * 10);
  const rest = tenths % 10;
  return `${value < 0 && tenths > 0 ? '-' : ''}${formatNumber(Math.floor(tenths / 10))}${rest ? `,${rest}` : ''}`;
}

/** Money in sum: "12 500 сум", "12 500 soʻm". Not a number → empty text. */
export function formatMoney(value: number, locale: Locale): string {
  const number = formatNumber(value);
  return number ? `${number} ${CURRENCY[locale]}` : '';
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date written by `Intl` with `options` in `timeZone`; an invalid date → empty text. */
function formatInZone(value: string | number | Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat('ru-RU', { ...options, timeZone }).format(date) : '';
}

/** A date as dd.mm.yyyy in the shop's time zone; an invalid date → empty text. */
export function formatDate(value: string | number | Date, timeZone = SHOP_TIME_ZONE): string {
  return formatInZone(value, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** A time as HH:MM (24 hours) in the shop's time zone; an invalid date → empty text. */
export function formatTime(value: string | number | Date, timeZone = SHOP_TIME_ZONE): string {
  return formatInZone(value, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * A phone as the spec writes it, "+998 90  123 45 67" (two spaces after the operator code), for 12-digit
 * numbers only ("998901234567", or "+998901234567" as a form keeps it); anything else is returned as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const match = /^\+?(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(value);
  return match ? `+${match[1]} ${match[2]}  ${match[3]} ${match[4]} ${match[5]}` : value;
}
