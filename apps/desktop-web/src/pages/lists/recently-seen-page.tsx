import type { DrugDto } from '@gopharm/api-client';
import { useRouteData, useStores } from '@gopharm/shell';
import { ButtonLink, EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/data-state';
import { ProductGrid } from '../../components/product-grid';

/** /recently-seen: the local list of viewed drugs, refreshed from v1/drugs?ids= (fresh price and stock). */
export const RecentlySeenPage = observer(function RecentlySeenPage() {
  const { t } = useTranslation();
  const { userLastDrugs, api } = useStores();
  const ids = userLastDrugs.items.map((item) => item.id);
  const [fresh, setFresh] = useState<DrugDto[]>([]);
  const { state, reload } = useRouteData(async () => {
    if (ids.length === 0) return [];
    const page = await api.getDrugs({ ids, per_page: 60 });
    if (page !== false) setFresh(ids.flatMap((id) => page.results.find((drug) => drug.id === id) ?? []));
    return page;
  }, ids.join(','));
  return (
    <>
      <h1>{t('recent.title')}</h1>
      {state === 'error' && <LoadError onRetry={reload} />}
      {ids.length === 0 ? (
        <EmptyState
          title={t('recent.empty')}
          actions={<ButtonLink href="/catalog">{t('favorites.toCatalog')}</ButtonLink>}
        />
      ) : (
        <ProductGrid
          drugs={fresh}
          loading={state === 'loading'}
          skeletons={Math.min(ids.length, 8)}
          label={t('recent.title')}
        />
      )}
    </>
  );
});
