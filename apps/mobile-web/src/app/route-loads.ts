import {
  categorySeo,
  failedBy,
  listingLoad,
  loadCategoryTree,
  preloadListing,
  sharedRouteLoads,
  type RouteLoad,
} from '@gopharm/shell';

/**
 * What the server loads before rendering a screen, by route id (server.tsx). Each answer is stored under the
 * data key the screen itself uses with useLoad / useRouteData, so the browser shows it without a fetch.
 */

const catalog: RouteLoad = async (context) => {
  const { stores, param, t } = context;
  // The root shows the tree's tiles; a category its subcategories from the tree.
  if (!param) return loadCategoryTree(context);
  const [selected] = await Promise.all([stores.categories.select(param), stores.categories.load()]);
  if (!selected.ok) return failedBy(selected.error);
  const category = selected.data;
  stores.preloaded.set(`${stores.locale.code}:${param}`, category);
  if (category === null) return { status: 'not-found' };
  const page = await preloadListing(context, { category: category.id });
  return listingLoad(page, categorySeo(category, t));
};

export const routeLoads: Partial<Record<string, RouteLoad>> = {
  ...sharedRouteLoads,
  catalog,
  subcategory: catalog,
};
