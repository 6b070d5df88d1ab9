import { isLocale, type Locale } from '@gopharm/util';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru } from './dictionaries/ru';
import { uz } from './dictionaries/uz';
import { formatDate, formatMoney, formatPhone, formatTime } from './format/format';

export const resources = {
  ru: { translation: ru },
  uz: { translation: uz },
} as const;

const asLocale = (lng: string | undefined): Locale => (isLocale(lng) ? lng : 'ru');

/**
 * A fresh i18next instance (one per tab, server-rendered request or test), ready synchronously. Texts may format
 * values with `{{value, money}}`, `{{value, date}}`, `{{value, time}}` and `{{value, phone}}`; plurals follow
 * Intl.PluralRules (Russian one/few/many/other).
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['ru', 'uz'],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const formatter = instance.services.formatter;
  formatter?.add('money', (value, lng) => formatMoney(Number(value), asLocale(lng)));
  formatter?.add('date', (value) => formatDate(value));
  formatter?.add('time', (value) => formatTime(value));
  formatter?.add('phone', (value) => formatPhone(String(value)));
  return instance;
}
