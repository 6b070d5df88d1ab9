import type { DrugDto } from '@gopharm/api-client';
import { drugThumbnail, manufacturerFromName } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import type { ProductCardData, ProductCardLabels } from '@gopharm/ui-kit';
import { isBuyable } from '@gopharm/util';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

// Apart from DrugCard: the header's search reads these on every page, the card's own code loads with the screens
// that show cards.

type CardDrug = Pick<DrugDto, 'id' | 'slug' | 'name' | 'price' | 'image_thumbnail' | 'max_count'> &
  Partial<Pick<DrugDto, 'manufacturer' | 'is_count_exist' | 'is_recept'>>;

/** The card data of a drug: link, thumbnail (default picture fallback), manufacturer, country, price. */
export function toCardData(drug: CardDrug, locale: 'ru' | 'uz'): ProductCardData {
  return {
    id: drug.id,
    name: drug.name,
    href: `/product/${drug.slug}`,
    imageUrl: drugThumbnail(drug),
    manufacturer: manufacturerFromName(drug.name) ?? drug.manufacturer?.name,
    country: drug.manufacturer?.country,
    price: formatMoney(drug.price, locale),
    prescription: drug.is_recept,
    available: isBuyable(drug),
    maxCount: drug.max_count,
  };
}

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
