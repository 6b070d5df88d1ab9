// The shopper's texts for tests (@gopharm/i18n/texts): both e2e suites read their journeys through it.
import { createI18n } from './create-i18n';

export type Lang = 'ru' | 'uz';

/**
 * The shopper's texts in a language, read from the dictionaries the apps use, so a journey asserts what the
 * user sees without copies of the wording: `t('checkout.placeOrder')`, `t('orderSuccess.nth', { count: 1 })`.
 */
export function textsFor(lang: Lang) {
  // The apps' own translator, with their formatters: counts, money, dates and phones read as on the page.
  const i18n = createI18n(lang);
  const t = (key: string, values?: Record<string, unknown>): string => {
    const text = i18n.t(key, values ?? {});
    if (text === key) throw new Error(`No "${key}" in the ${lang} dictionary`);
    return text;
  };
  /** A text with a value the page fills in (an order number): `pattern('orderSuccess.number', 'number')`. */
  const pattern = (key: string, name: string, value = '\\d+'): RegExp => {
    const [before = '', after = ''] = t(key, { [name]: '\u0000' }).split('\u0000');
    const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`${escape(before)}${value}${escape(after)}`);
  };
  /** A path in the language: `/uz/cart`, or `/cart` in Russian. */
  const at = (path: string) => (lang === 'uz' ? `/uz${path === '/' ? '' : path}` : path);
  return { t, pattern, at };
}
