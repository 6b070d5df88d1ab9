import type { DrugDto } from '@gopharm/api-client';
import { ProductCard } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';
import { toCardData, useProductCardLabels } from './card-data';

/**
 * A product card wired to the cart and favourites. In a row compared with the drug the shopper is looking at (the
 * product page's equivalents and analogues, where packs differ), `perUnit` gives its price per unit and how much
 * cheaper per unit it is (written by the product page's chunk, so the first load does not carry it).
 */
export const DrugCard = observer(function DrugCard({
  drug,
  size = 'grid',
  eager,
  perUnit,
}: {
  drug: DrugDto;
  size?: 'grid' | 'row';
  eager?: boolean;
  perUnit?: (drug: DrugDto) => { unitPrice: string; note: string };
}) {
  const { newOrder, favorites, locale } = useStores();
  const { t } = useTranslation();
  const labels = useProductCardLabels();
  return (
    <ProductCard
      product={{
        ...toCardData(drug, locale.code),
        ...perUnit?.(drug),
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
