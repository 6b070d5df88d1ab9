import { Skeleton } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';

/** While a screen's chunk arrives: a heading and a content block of the page's size. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton width={360} height={36} />
      <Skeleton height={480} />
    </div>
  );
}
