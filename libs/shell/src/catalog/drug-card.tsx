import type { DrugDto, UnitPriceDto } from '@gopharm/api-client';
import { ProductCard } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';
import { toCardData, useProductCardLabels } from './card-data';
import { useUnitPriceTexts } from './unit-price';

/**
 * A product card wired to the cart and favourites. In a row compared with the drug the shopper is looking at
 * (`comparedTo`, its unit price: the product page's equivalents and analogues, where packs differ), the card also
 * says its price per unit and how much cheaper per unit it is.
 */
export const DrugCard = observer(function DrugCard({
  drug,
  size = 'grid',
  eager,
  comparedTo,
}: {
  drug: DrugDto;
  size?: 'grid' | 'row';
  eager?: boolean;
  comparedTo?: UnitPriceDto | null;
}) {
  const { newOrder, favorites, locale } = useStores();
  const { t } = useTranslation();
  const labels = useProductCardLabels();
  const { unitPriceText, cheaperText } = useUnitPriceTexts();
  return (
    <ProductCard
      product={{
        ...toCardData(drug, locale.code),
        ...(comparedTo !== undefined && {
          unitPrice: unitPriceText(drug.unit_price) ?? '',
          note: cheaperText(drug.unit_price, comparedTo) ?? '',
        }),
      }}
      quantity={newOrder.quantityOf(drug.id)}
      onQuantityChange={(qty) => newOrder.setQuantity(drug, qty)}
      favourite={favorites.has(drug.id)}
      onFavouriteToggle={() => favorites.toggle(drug)}
      labels={{ ...labels, maxReached: t('cart.maxReached', { count: drug.max_count }) }}
      size={size}
      imageLoading={eager ? 'eager' : 'lazy'}
    />
  );
});
