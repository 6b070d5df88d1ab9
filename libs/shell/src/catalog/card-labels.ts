import type { ProductCardLabels } from '@gopharm/ui-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

// Apart from the cards' data (./card-data.ts): the header's search box reads these on every page, the data only
// once it shows results.

/** The labels every product card reads, in the translator's language. */
export const cardLabels = (t: TFunction): ProductCardLabels => ({
  add: t('product.addToCart'),
  outOfStock: t('product.outOfStock'),
  increase: t('product.increase'),
  decrease: t('product.decrease'),
  quantity: t('product.quantity'),
  favourite: t('product.favoriteAdd'),
  prescription: t('product.recept'),
});

/** The labels every product card reads, in the current language. */
export const useProductCardLabels = (): ProductCardLabels => cardLabels(useTranslation().t);
