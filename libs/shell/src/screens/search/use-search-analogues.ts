import type { DrugDto } from '@gopharm/api-client';
import { useEffect, useState } from 'react';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LISTING_PAGE_SIZE, useStores } from '../../index';

/** How many analogues the row shows at most. */
export const SEARCH_ANALOGUES_LIMIT = 12;

export interface SearchAnalogues {
  /** The active substance (INN) of the top result, or null before it is known. */
  substance: string | null;
  /** Drugs with that substance that the results do not already show. */
  drugs: DrugDto[];
}

/**
 * The "analogues by active substance" row of /search (SCREENS.md): drugs with the same INN as the top result,
 * loaded once per substance, leaving out those the results already list.
 */
export function useSearchAnalogues(results: DrugDto[]): SearchAnalogues {
  const { api, locale, region } = useStores();
  const top = results[0];
  const substanceId = top?.international_name?.id ?? 0;
  const [found, setFound] = useState<{ key: string; drugs: DrugDto[] } | null>(null);
  const key = `${substanceId}|${locale.code}|${region.effectiveId}`;
  useEffect(() => {
    if (!substanceId) return;
    let live = true;
    void api
      // Enough to fill the row after leaving out a whole page of results.
      .getDrugs({ substance: [substanceId], per_page: SEARCH_ANALOGUES_LIMIT + LISTING_PAGE_SIZE })
      .then((page) => {
        // A failed call only leaves the row out: the results themselves are what the shopper came for.
        if (live && page.ok) setFound({ key, drugs: page.data.results });
      });
    return () => {
      live = false;
    };
  }, [key, substanceId, api]);
  if (!top || !substanceId || found?.key !== key)
    return { substance: top?.international_name?.name ?? null, drugs: [] };
  const shown = new Set(results.map((drug) => drug.id));
  return {
    substance: top.international_name.name,
    drugs: found.drugs.filter((drug) => !shown.has(drug.id)).slice(0, SEARCH_ANALOGUES_LIMIT),
  };
}
