import { attempt } from '@gopharm/domain';
import { useLoad, useStores } from '@gopharm/shell';
import { Skeleton, Tabs } from '@gopharm/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@gopharm/shell/screens/safe-html';
import styles from './product-page.module.css';

/** The description and the instruction's sections (v1/drug-instruction/{id}) as tabs. */
export function InstructionTabs({ drugId, description }: { drugId: number; description: string }) {
  const { t } = useTranslation();
  const { api, locale } = useStores();
  const sections = useLoad(`${locale.code}:${drugId}`, () =>
    attempt(api.throwing.getDrugInstruction(drugId)),
  );
  const [selected, setSelected] = useState('description');
  const tabs = [
    ...(description
      ? [
          {
            id: 'description',
            label: t('product.description'),
            content: <SafeHtml className={styles.instruction} html={description} />,
          },
        ]
      : []),
    ...(sections.state === 'loaded'
      ? sections.data.map((section, index) => ({
          id: `section-${index}`,
          label: section.title,
          content: <SafeHtml className={styles.instruction} html={section.content} />,
        }))
      : []),
  ];
  return (
    <section aria-labelledby="product-instruction">
      <h2 id="product-instruction">{t('product.instruction')}</h2>
      {/* Only while there is nothing to read: the sections come as more tabs beside the description's, and a
          placeholder above it would drop out from under the shopper reading it. */}
      {sections.state === 'loading' && tabs.length === 0 && <Skeleton height={120} />}
      {tabs.length > 0 && (
        <Tabs
          label={t('product.instruction')}
          tabs={tabs}
          selectedId={tabs.some((tab) => tab.id === selected) ? selected : tabs[0].id}
          onSelect={setSelected}
        />
      )}
    </section>
  );
}
