import type { UnitPriceDto } from '@gopharm/api-client';
import { formatDecimal, formatMoney } from '@gopharm/i18n';
import { timesCheaper } from '@gopharm/util';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';

/**
 * What a drug costs per tablet, millilitre, gram or dose ("835 сум за 1 шт."), shown where packs differ (a pack
 * of more than one unit), and how much cheaper per unit it is than another ("в 2,3 раза дешевле").
 */
export function useUnitPriceTexts() {
  const { t } = useTranslation();
  const { locale } = useStores();
  const code = locale.code;
  const unitPriceText = useCallback(
    (unitPrice: UnitPriceDto | null | undefined): string | undefined =>
      unitPrice && unitPrice.amount > 1
        ? t('product.unitPrice', {
            price: formatMoney(unitPrice.price, code),
            unit: t(`product.unit.${unitPrice.unit}`),
          })
        : undefined,
    [t, code],
  );
  const cheaperText = useCallback(
    (
      unitPrice: UnitPriceDto | null | undefined,
      than: UnitPriceDto | null | undefined,
    ): string | undefined => {
      const times = timesCheaper(unitPrice, than);
      return times === null
        ? undefined
        : t('product.timesCheaper', { count: times, times: formatDecimal(times) });
    },
    [t],
  );
  return { unitPriceText, cheaperText };
}
