import type { DrugDetailDto } from '@gopharm/api-client';
import { isBuyable } from '@gopharm/util';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink } from '../../index';
import { BackInStock } from './back-in-stock';

/**
 * Under the price: how many pharmacies of the region hold the drug, with the map; or, when none does,
 * "Сообщить о поступлении". Both apps, one rule (`isBuyable`).
 */
export function StockLine({
  drug,
}: {
  drug: Pick<DrugDetailDto, 'id' | 'is_count_exist' | 'max_count' | 'pharmacies_count'>;
}) {
  const { t } = useTranslation();
  if (!isBuyable(drug)) return <BackInStock drugId={drug.id} />;
  return (
    <p>
      {t('product.availability', { count: drug.pharmacies_count })}.{' '}
      <LocalizedLink to={`/pharmacy-map?drug=${drug.id}`}>{t('product.showOnMap')}</LocalizedLink>
    </p>
  );
}
