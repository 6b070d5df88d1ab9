import type { DrugDetailDto, DrugDto, UnitPriceDto } from '@gopharm/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The product page's rows of drugs to compare with the one shown: the same substance, form and strength from
 * other makers (cheapest per unit first), then all of the substance. Each row is the app's own (`children` lays
 * the cards out), told the shown drug's unit price so its cards say how much cheaper they are.
 */
export function ComparisonRows({
  drug,
  children,
}: {
  drug: Pick<DrugDetailDto, 'analogues' | 'equivalents' | 'unit_price'>;
  children: (drugs: DrugDto[], label: string, comparedTo: UnitPriceDto | null) => ReactNode;
}) {
  const { t } = useTranslation();
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
            {children(drugs, t(`product.${key}`), drug.unit_price ?? null)}
          </section>
        ) : null,
      )}
    </>
  );
}
