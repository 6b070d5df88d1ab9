import type { UnitPriceDto } from '@gopharm/api-client';
import { formatDecimal, formatMoney } from '@gopharm/i18n';
import { timesCheaper } from '@gopharm/util';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useStores } from '../../index';

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

/** What a card of a comparing row says per unit: its price per unit, and how much cheaper than `than`. */
export type PerUnitTexts = (drug: { unit_price?: UnitPriceDto | null }) => {
  unitPrice: string;
  note: string;
};
