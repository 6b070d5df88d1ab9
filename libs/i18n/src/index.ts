export { createTranslator, type LoadDictionary } from './create-translator';
export { createI18n, resources } from './create-i18n';
export { loadDictionary, loadI18n } from './load-i18n';
export { ru } from './dictionaries/ru';
export { uz } from './dictionaries/uz';
export type { Dictionary } from './dictionaries/dictionary';
export {
  formatDate,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPhone,
  formatTime,
  SHOP_TIME_ZONE,
} from './format/format';
