import type { Locale } from '@gopharm/util';
import type { i18n } from 'i18next';
import { createTranslator, type LoadDictionary } from './create-translator';
import type { Dictionary } from './dictionaries/dictionary';

// Each language's dictionary is a chunk of its own: a page downloads only its language. One import per function:
// Vite wraps an import() with the list of files to preload with it, and it gave the two imports of a conditional
// expression one list, the Russian chunk's, so every Uzbek page fetched the Russian dictionary as well.
const importUzbek = () => import('./dictionaries/uz').then((module) => module.uz);
const importRussian = () => import('./dictionaries/ru').then((module) => module.ru);
const importDictionary = (locale: Locale): Promise<Dictionary> =>
  locale === 'uz' ? importUzbek() : importRussian();

/** One retry: a dropped request on a weak network should not leave the page without texts. */
export const loadDictionary: LoadDictionary = (locale) =>
  importDictionary(locale).catch(() => importDictionary(locale));

/**
 * The browser's translator: the URL's language is fetched first (the page renders once it is in), the other
 * when the shopper switches language.
 */
export async function loadI18n(locale: Locale, load: LoadDictionary = loadDictionary): Promise<i18n> {
  return createTranslator(locale, { [locale]: await load(locale) }, load);
}
