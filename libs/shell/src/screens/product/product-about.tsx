import type { DrugDetailDto } from '@gopharm/api-client';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../safe-html';
import { InstructionTabs } from './instruction-tabs';
import styles from './product-notes.module.css';

/** Whether the product is goods (a thermometer, a bandage): the API says so; a stored copy without it is a medicine. */
const isGoods = (drug: Pick<DrugDetailDto, 'kind'>) => drug.kind === 'goods';

/** The label of the fact a medicine calls its active substance and goods their type. */
export function substanceLabelKey(drug: Pick<DrugDetailDto, 'kind'>): 'product.type' | 'product.substance' {
  return isGoods(drug) ? 'product.type' : 'product.substance';
}

/**
 * What the page says about the product below its buy box, in both apps: a medicine's description and leaflet
 * (`InstructionTabs`), or a good's characteristics and description: a thermometer has no "instruction for use".
 */
export function ProductAbout({
  drug,
  className,
  contentClassName,
}: {
  drug: DrugDetailDto;
  className?: string;
  contentClassName?: string;
}) {
  const { t } = useTranslation();
  if (!isGoods(drug)) {
    return (
      <InstructionTabs
        drugId={drug.id}
        description={drug.description}
        className={className}
        contentClassName={contentClassName}
      />
    );
  }
  return (
    <section aria-labelledby="product-characteristics" className={className}>
      <h2 id="product-characteristics">{t('product.characteristics')}</h2>
      <dl className={styles.characteristics}>
        {drug.characteristics.map((row) => (
          <div key={row.name}>
            <dt>{row.name}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {drug.description && <SafeHtml className={contentClassName} html={drug.description} />}
    </section>
  );
}
