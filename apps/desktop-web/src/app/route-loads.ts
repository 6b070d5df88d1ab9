import {
  categorySeo,
  failedBy,
  listingLoad,
  loadCategoryTree,
  preloadListing,
  sharedRouteLoads,
  type RouteLoad,
} from '@gopharm/shell';
import { MOBILE_ONLY_PLACES } from './mobile-only-places';

/**
 * What the server loads before rendering a screen, by route id (server.tsx). Each answer is stored under the
 * data key the screen itself uses with useRouteData / useDrugListing, so the browser shows it without a fetch.
 */

const catalog: RouteLoad = async (context) => {
  const { stores, param, t } = context;
  // The root shows the tree's tiles; a category its subcategories from the tree.
  if (!param) return loadCategoryTree(context);
  const [selected, page] = await Promise.all([
    stores.categories.select(param),
    preloadListing(context, { category: param }),
    stores.categories.load(),
  ]);
  if (!selected.ok) return failedBy(selected.error);
  const category = selected.data;
  stores.preloaded.set(`${param}:${stores.locale.code}`, true);
  if (category === null) return { status: 'not-found' };
  return listingLoad(page, categorySeo(category, t));
};

export const routeLoads: Partial<Record<string, RouteLoad>> = {
  ...sharedRouteLoads,
  catalog,
  subcategory: catalog,
  ...Object.fromEntries(
    Object.entries(MOBILE_ONLY_PLACES).map(([id, place]): [string, RouteLoad] => [
      id,
      async () => ({ status: 'ok', redirect: place, temporary: true }),
    ]),
  ),
};
