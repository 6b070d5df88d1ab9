import { useStores } from '@gopharm/shell';
import { EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useLoad } from './use-load';

/** A grid of drugs kept by id (favourites, recently seen), fresh from v1/drugs?ids= in the list's order. */
export const DrugsByIds = observer(function DrugsByIds({
  ids,
  label,
  empty,
}: {
  ids: number[];
  label: string;
  empty: { title: string; action?: ReactNode };
}) {
  const { api, locale, region } = useStores();
  const drugs = useLoad(`${locale.code}:${region.effectiveId}:${ids.join(',')}`, async () => {
    if (ids.length === 0) return [];
    const page = await api.getDrugs({ ids, per_page: ids.length });
    if (page === false) return false;
    const byId = new Map(page.results.map((drug) => [drug.id, drug]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
  if (ids.length === 0) return <EmptyState title={empty.title} actions={empty.action} />;
  if (drugs.state === 'error') return <LoadError onRetry={drugs.reload} />;
  if (drugs.state === 'loading') return <ProductGridSkeleton count={Math.min(ids.length, 4)} />;
  if (drugs.data.length === 0) return <EmptyState title={empty.title} actions={empty.action} />;
  return <ProductGrid drugs={drugs.data} label={label} />;
});
