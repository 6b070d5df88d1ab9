export { type LoadDictionary } from './create-translator';
export { createI18n } from './create-i18n';
export { loadI18n } from './load-i18n';
export type { Dictionary } from './dictionaries/dictionary';
export { formatDate, formatDecimal, formatMoney, formatPhone, unbroken } from './format/format';
