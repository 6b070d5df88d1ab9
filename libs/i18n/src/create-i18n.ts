import type { Locale } from '@gopharm/util';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru } from './dictionaries/ru';
import { uz } from './dictionaries/uz';

export const resources = {
  ru: { translation: ru },
  uz: { translation: uz },
} as const;

/** A fresh i18next instance (one per tab, server-rendered request or test), ready synchronously. */
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
  return instance;
}
