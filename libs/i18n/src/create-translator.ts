import { isLocale, type Locale } from '@gopharm/util';
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Dictionary } from './dictionaries/dictionary';
import { formatDate, formatMoney, formatNumber, formatPhone, formatTime, unbroken } from './format/format';
import { keepTexts } from './kept-texts';

const asLocale = (lng: string | undefined): Locale => (isLocale(lng) ? lng : 'ru');

/** Fetches a language's dictionary when i18next first needs it (a language switch). */
export type LoadDictionary = (locale: Locale) => Promise<Dictionary>;

/**
 * A fresh i18next instance (one per tab, server-rendered request or test), ready synchronously with the
 * dictionaries given. With `load`, a language not given is fetched by `changeLanguage` before it switches.
 * Texts may format values with `{{value, number}}` (every count: "10 823"), `{{value, money}}`, `{{value, date}}`, `{{value, time}}` and `{{value, phone}}`;
 * plurals follow Intl.PluralRules (Russian one/few/many/other). Each text, once given, is kept (kept-texts.ts).
 */
export function createTranslator(
  locale: Locale,
  dictionaries: Partial<Record<Locale, Dictionary>>,
  load?: LoadDictionary,
): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const [lng, dictionary] of Object.entries(dictionaries)) resources[lng] = { translation: dictionary };
  if (load) {
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (lng, _namespace, callback) =>
        void load(asLocale(lng)).then(
          (dictionary) => callback(null, dictionary),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        ),
    };
    instance.use(backend);
  }
  instance.use(initReactI18next).init({
    lng: locale,
    // A language that could not be fetched shows the texts of the one already here, never bare keys.
    fallbackLng: load ? locale : false,
    supportedLngs: ['ru', 'uz'],
    resources,
    // The given dictionaries are used as they are; only a missing language goes through `load`.
    partialBundledLanguages: Boolean(load),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const formatter = instance.services.formatter;
  formatter?.add('number', (value) => formatNumber(Number(value)));
  formatter?.add('money', (value, lng) => formatMoney(Number(value), asLocale(lng)));
  formatter?.add('date', (value) => formatDate(value));
  formatter?.add('time', (value) => formatTime(value));
  formatter?.add('phone', (value) => formatPhone(String(value)));
  // A value kept on one line ("GP-000001" never broken after its hyphen).
  formatter?.add('unbroken', (value) => unbroken(String(value)));
  return keepTexts(instance);
}
