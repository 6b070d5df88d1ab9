import type { DrugDto } from '@gopharm/api-client';
import { drugThumbnail } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import type { ProductCardData } from '@gopharm/ui-kit';
import { isBuyable, manufacturerFromName } from '@gopharm/util';

// Apart from DrugCard: the header search's results (loaded with the box's live part) read it too.

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
