import type { Locale } from '@gopharm/util';
import type { i18n } from 'i18next';
import { createTranslator } from './create-translator';
import { ru } from './dictionaries/ru';
import { uz } from './dictionaries/uz';

/**
 * A translator holding both languages, ready synchronously: for tests and server rendering. The browser uses
 * `loadI18n`, which downloads only the page's language.
 */
export function createI18n(locale: Locale): i18n {
  return createTranslator(locale, { ru, uz });
}
