import type { DrugDto } from '@gopharm/api-client';
import { drugThumbnail, manufacturerFromName } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import type { ProductCardData, ProductCardLabels } from '@gopharm/ui-kit';
import type { Locale } from '@gopharm/util';
import type { TFunction } from 'i18next';

/** A drug of the wire as the ui-kit's product card shows it. */
export function toCardData(drug: DrugDto, locale: Locale): ProductCardData {
  return {
    id: drug.id,
    name: drug.name,
    href: `/product/${drug.slug}`,
    imageUrl: drugThumbnail(drug),
    manufacturer: manufacturerFromName(drug.name) ?? drug.manufacturer?.name,
    country: drug.manufacturer?.country,
    price: formatMoney(drug.price, locale),
    prescription: drug.is_recept,
    available: drug.is_count_exist && drug.max_count > 0,
    maxCount: drug.max_count,
  };
}

export function cardLabels(t: TFunction, favourite: boolean): ProductCardLabels {
  return {
    add: t('product.addToCart'),
    outOfStock: t('product.outOfStock'),
    increase: t('product.increase'),
    decrease: t('product.decrease'),
    quantity: t('product.quantity'),
    favourite: favourite ? t('product.favoriteRemove') : t('product.favoriteAdd'),
    prescription: t('product.recept'),
  };
}
