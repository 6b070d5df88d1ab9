import { drugThumbnail, PRODUCT_NOT_FOUND } from '@gopharm/domain';
import {
  categorySeo,
  failedBy,
  listingLoad,
  loadCategoryTree,
  preloadListing,
  productSeo,
  sharedRouteLoads,
  type RouteLoad,
} from '@gopharm/shell';
import { MOBILE_ONLY_PLACES } from './mobile-only-places';

/**
 * What the server loads before rendering a screen, by route id (server.tsx). Each answer is stored under the
 * data key the screen itself uses with useRouteData / useDrugListing, so the browser shows it without a fetch.
 */

const home: RouteLoad = async ({ stores }) => {
  const { drugs, collections, sales, categories, locale, region } = stores;
  // The popular categories are part of the page too.
  await Promise.all([drugs.loadHome(), collections.load(), sales.load(), categories.load()]);
  // Without its products the home page cannot be shown (502/503); a part that failed alone shows its own error
  // state, as in the browser.
  if (drugs.homeState === 'error') return { status: 'failed' };
  stores.preloaded.set(`${locale.code}:${region.effectiveId}`, true);
  return { status: 'ok' };
};

const product: RouteLoad = async ({ stores, param, t }) => {
  const { drugs, locale, region } = stores;
  const lookup = await drugs.loadDrug(param);
  if (!lookup.ok) return failedBy(lookup.error);
  const drug = lookup.data;
  stores.preloaded.set(`${param}:${locale.code}:${region.effectiveId}`, true);
  if (drug === PRODUCT_NOT_FOUND) return { status: 'not-found', seo: { title: t('errors.productNotFound') } };
  return { status: 'ok', seo: productSeo(drug, drugThumbnail({ image_thumbnail: drug.image }), t) };
};

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
  home,
  product,
  catalog,
  subcategory: catalog,
  ...Object.fromEntries(
    Object.entries(MOBILE_ONLY_PLACES).map(([id, place]): [string, RouteLoad] => [
      id,
      async () => ({ status: 'ok', redirect: place, temporary: true }),
    ]),
  ),
};
