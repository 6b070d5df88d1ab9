/** The storefront's two languages. Russian is the default and has no URL prefix. */
export const LOCALES = ['ru', 'uz'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

export const LOCALE_ISO: Record<Locale, string> = { ru: 'ru-RU', uz: 'uz-UZ' };

export function isLocale(value: unknown): value is Locale {
  return value === 'ru' || value === 'uz';
}
