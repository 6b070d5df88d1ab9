import type { DrugDto } from '@gopharm/api-client';
import { succeeded } from '@gopharm/api-client';
import { useData, type Loaded } from '../loading/use-data';
import { useStores } from '../stores-context';

/**
 * Drugs kept by id on the device (favourites, recently seen), fresh from v1/drugs?ids= (prices and stock change)
 * in the list's order, in the page's language and region. No call for an empty list.
 */
export function useDrugsByIds(ids: readonly number[]): Loaded<DrugDto[]> & { reload: () => void } {
  const { api, region } = useStores();
  return useData(
    {
      key: () => `drugs-by-ids:${region.effectiveId}:${ids.join(',')}`,
      load: async () => {
        if (ids.length === 0) return succeeded([]);
        const page = await api.getDrugs({ ids: [...ids], per_page: ids.length });
        if (!page.ok) return page;
        const byId = new Map(page.data.results.map((drug) => [drug.id, drug]));
        return succeeded(ids.flatMap((id) => byId.get(id) ?? []));
      },
    },
    { quiet: true },
  );
}
