import type { Dictionary } from './dictionary';

/** Uzbek (Latin) texts: oʻ and gʻ are written with the modifier letter ʻ (U+02BB). */
export const uz: Dictionary = {
  app: {
    title: 'GoPharm — onlayn dorixona',
    skipToContent: 'Asosiy qismga oʻtish',
  },
  home: {
    heading: 'GoPharm onlayn dorixonasi',
    categories: 'Kategoriyalar',
    categoriesLoading: 'Kategoriyalar yuklanmoqda…',
    categoriesError: 'Kategoriyalarni yuklab boʻlmadi.',
    categoriesEmpty: 'Hozircha kategoriyalar yoʻq.',
    retry: 'Qayta urinish',
  },
  language: {
    switchTo: 'Русский',
    label: 'Til',
  },
  notFound: {
    title: 'Sahifa topilmadi!',
    text: 'Siz izlayotgan sahifa oʻchirilgan yoki mavjud boʻlmagan',
    home: 'Bosh sahifaga',
  },
};
