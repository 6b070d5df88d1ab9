import type { DrugDto } from '@gopharm/api-client';
import { ProductCard, type ProductCardLabels } from '@gopharm/ui-kit';
import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';
import { toCardData } from './card-data';
import { cardLabels } from './card-labels';

/**
 * The cards' labels, made once per translator and language: a page of cards asked i18next for the same seven
 * texts per card (a tenth of a product page's server render). Here rather than in card-data, which the header's
 * search loads on every page.
 */
const labelsByTranslator = new WeakMap<i18n['store'], { language: string; labels: ProductCardLabels }>();

function useSharedCardLabels(): ProductCardLabels {
  const { t, i18n } = useTranslation();
  // By the translator's store: useTranslation gives each component a wrapper of its own around the translator.
  const cached = labelsByTranslator.get(i18n.store);
  if (cached?.language === i18n.language) return cached.labels;
  const labels = cardLabels(t);
  // Kept only once the language's texts are in (until then t gives the keys).
  if (i18n.hasResourceBundle(i18n.language, 'translation')) {
    labelsByTranslator.set(i18n.store, { language: i18n.language, labels });
  }
  return labels;
}

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
  const labels = useSharedCardLabels();
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
