import type { DrugDetailDto, DrugDto } from '@gopharm/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitPriceTexts, type PerUnitTexts } from './unit-price';

/**
 * The product page's rows of drugs to compare with the one shown: the same substance, form and strength from
 * other makers (cheapest per unit first), then all of the substance. Each row is the app's own (`children` lays
 * the cards out), given what each card says per unit: its price per unit and how much cheaper than the shown drug.
 */
export function ComparisonRows({
  drug,
  children,
}: {
  drug: Pick<DrugDetailDto, 'analogues' | 'equivalents' | 'unit_price'>;
  children: (drugs: DrugDto[], label: string, perUnit: PerUnitTexts) => ReactNode;
}) {
  const { t } = useTranslation();
  const { unitPriceText, cheaperText } = useUnitPriceTexts();
  const perUnit: PerUnitTexts = (card) => ({
    unitPrice: unitPriceText(card.unit_price) ?? '',
    note: cheaperText(card.unit_price, drug.unit_price) ?? '',
  });
  const rows: [string, DrugDto[] | undefined][] = [
    ['equivalents', drug.equivalents],
    ['analogues', drug.analogues],
  ];
  return (
    <>
      {rows.map(([key, drugs]) =>
        drugs && drugs.length > 0 ? (
          <section key={key} aria-labelledby={`product-${key}`}>
            <h2 id={`product-${key}`}>{t(`product.${key}`)}</h2>
            {children(drugs, t(`product.${key}`), perUnit)}
          </section>
        ) : null,
      )}
    </>
  );
}
