import { useStores } from '../stores-context';
import { sharedDataKeys } from './data-keys';
import { useRouteData } from './use-route-data';

/**
 * Home's drugs, collections and sales, loaded again when the language or region changes; a server-rendered page
 * brought them along under the same key (the home route load), so nothing is fetched twice.
 */
export function useHomeData() {
  const { drugs, collections, sales, locale, region } = useStores();
  return useRouteData(
    async () => void (await Promise.all([drugs.loadHome(), collections.load(), sales.load()])),
    sharedDataKeys.home(locale.code, region.effectiveId),
  );
}
