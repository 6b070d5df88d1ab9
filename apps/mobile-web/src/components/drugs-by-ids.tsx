import { useDrugsByIds } from '@gopharm/shell';
import { EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** A grid of drugs kept by id (favourites, recently seen), fresh from the API in the list's order. */
export const DrugsByIds = observer(function DrugsByIds({
  ids,
  label,
  empty,
}: {
  ids: number[];
  label: string;
  empty: { title: string; action?: ReactNode };
}) {
  const drugs = useDrugsByIds(ids);
  if (ids.length === 0) return <EmptyState title={empty.title} actions={empty.action} />;
  if (drugs.state === 'error') return <LoadError onRetry={drugs.reload} />;
  if (drugs.state === 'loading') return <ProductGridSkeleton count={Math.min(ids.length, 4)} />;
  if (drugs.data.length === 0) return <EmptyState title={empty.title} actions={empty.action} />;
  return <ProductGrid drugs={drugs.data} label={label} />;
});
