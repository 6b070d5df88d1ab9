import type { CardBrand } from './wire-constants';

/**
 * How each payment system writes its name, in either language ("Uzcard", not the wire's "uzcard"). Its own
 * module: wire-constants rides on every page's first load, these names only with the saved cards' screens.
 */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  uzcard: 'Uzcard',
  humo: 'Humo',
  visa: 'Visa',
  mastercard: 'Mastercard',
};
