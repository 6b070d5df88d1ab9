/** Keeps the digits of what was typed or pasted, at most `max` of them. */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** Digits in groups: "4242424242424242" → "4242 4242 4242 4242". */
export function groupDigits(digits: string, size = 4): string {
  return digits.replace(new RegExp(`(\\d{${size}})(?=\\d)`, 'g'), '$1 ');
}

/** "1227" → "12/27"; the slash appears once the month is complete. */
export function formatExpiry(digits: string): string {
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A month 01–12 followed by a two-digit year. Whether it is in the past is the server's call. */
export function isExpiryComplete(digits: string): boolean {
  const month = Number(digits.slice(0, 2));
  return /^\d{4}$/.test(digits) && month >= 1 && month <= 12;
}

/** "31121990" → "31.12.1990"; a dot appears once the day, then the month, is complete (spec: dates dd.mm.yyyy). */
export function formatDayMonthYear(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}
