import type { DrugDto } from '@gopharm/api-client';
import { ProductCard } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';
import { toCardData, useProductCardLabels } from './card-data';

/** A product card wired to the cart and favourites. */
export const DrugCard = observer(function DrugCard({
  drug,
  size = 'grid',
  eager,
}: {
  drug: DrugDto;
  size?: 'grid' | 'row';
  eager?: boolean;
}) {
  const { newOrder, favorites, locale } = useStores();
  const { t } = useTranslation();
  const labels = useProductCardLabels();
  return (
    <ProductCard
      product={toCardData(drug, locale.code)}
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
