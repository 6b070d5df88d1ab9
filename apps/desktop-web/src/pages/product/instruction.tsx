import type { InstructionSectionDto } from '@gopharm/api-client';
import { Skeleton, Tabs } from '@gopharm/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@gopharm/shell/screens/safe-html';
import styles from './product-page.module.css';

/** The description and the instruction's sections as tabs; the HTML is sanitised by the API and again here. */
export function Instruction({
  description,
  sections,
}: {
  description: string;
  sections: InstructionSectionDto[] | null;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState('description');
  const tabs = [
    {
      id: 'description',
      label: t('product.description'),
      content: <SafeHtml className={styles.html} html={description} />,
    },
    ...(sections ?? []).map((section, index) => ({
      id: `section-${index}`,
      label: section.title,
      content: <SafeHtml className={styles.html} html={section.content} />,
    })),
  ];
  return (
    <section aria-label={t('product.instruction')} className={styles.instruction}>
      {sections === null ? (
        <Skeleton height={160} />
      ) : (
        <Tabs tabs={tabs} selectedId={selected} onSelect={setSelected} label={t('product.instruction')} />
      )}
    </section>
  );
}
