import { useDrugsByIds, useStores } from '@gopharm/shell';
import { ButtonLink, EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/data-state';
import { ProductGrid } from '../../components/product-grid';

/** /recently-seen: the local list of viewed drugs, refreshed from the API (fresh price and stock). */
export const RecentlySeenPage = observer(function RecentlySeenPage() {
  const { t } = useTranslation();
  const { userLastDrugs } = useStores();
  const ids = userLastDrugs.items.map((item) => item.id);
  const fresh = useDrugsByIds(ids);
  return (
    <>
      <h1>{t('recent.title')}</h1>
      {fresh.state === 'error' && <LoadError onRetry={fresh.reload} />}
      {ids.length === 0 ? (
        <EmptyState
          title={t('recent.empty')}
          actions={<ButtonLink href="/catalog">{t('favorites.toCatalog')}</ButtonLink>}
        />
      ) : (
        <ProductGrid
          drugs={fresh.data ?? []}
          loading={fresh.state === 'loading'}
          skeletons={Math.min(ids.length, 8)}
          label={t('recent.title')}
        />
      )}
    </>
  );
});
