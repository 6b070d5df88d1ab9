import { Skeleton, Tabs } from '@gopharm/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from '../../loading/use-data';
import { useStores } from '../../stores-context';
import { SafeHtml } from '../safe-html';

/**
 * The product page's description and the instruction's sections (v1/drug-instruction/{id}) as tabs, in both
 * apps. The description is in the server's HTML (what a crawler reads); the sections come after, as more tabs
 * beside it, so nothing the shopper is reading moves. The HTML is sanitised by the API and again here.
 */
export function InstructionTabs({
  drugId,
  description,
  className,
  contentClassName,
}: {
  drugId: number;
  description: string;
  className?: string;
  /** Each tab's text (the app's line height, wrapping). */
  contentClassName?: string;
}) {
  const { t } = useTranslation();
  const { api } = useStores();
  const sections = useData(
    {
      key: () => `instruction:${drugId}`,
      load: () => api.getDrugInstruction(drugId),
    },
    { quiet: true },
  );
  const [selected, setSelected] = useState('description');
  const tabs = [
    ...(description
      ? [
          {
            id: 'description',
            label: t('product.description'),
            content: <SafeHtml className={contentClassName} html={description} />,
          },
        ]
      : []),
    ...(sections.state === 'loaded'
      ? sections.data.map((section, index) => ({
          id: `section-${index}`,
          label: section.title,
          content: <SafeHtml className={contentClassName} html={section.content} />,
        }))
      : []),
  ];
  return (
    <section aria-labelledby="product-instruction" className={className}>
      <h2 id="product-instruction">{t('product.instruction')}</h2>
      {/* Only while there is nothing to read: a placeholder above the description would drop out from under the
          shopper reading it when the sections come. */}
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
