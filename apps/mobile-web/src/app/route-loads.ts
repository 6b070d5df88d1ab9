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

/**
 * What the server loads before rendering a screen, by route id (server.tsx). Each answer is stored under the
 * data key the screen itself uses with useLoad / useRouteData, so the browser shows it without a fetch.
 */

const home: RouteLoad = async ({ stores }) => {
  const { drugs, collections, sales, categories, locale, region } = stores;
  // The categories and sales are part of the page too.
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
  stores.preloaded.set(`${locale.code}:${region.effectiveId}:${param ?? ''}`, drug);
  // The screen reads the drug from its data key: the snapshot carries it there once, not again as the store's.
  drugs.resetSelected();
  if (drug === PRODUCT_NOT_FOUND) return { status: 'not-found', seo: { title: t('errors.productNotFound') } };
  const image = drugThumbnail({ image_thumbnail: drug.images?.[0] ?? drug.image_thumbnail });
  return {
    status: 'ok',
    seo: { ...productSeo(drug, image, t), image: { src: image, width: 320, height: 320 } },
  };
};

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
  home,
  product,
  catalog,
  subcategory: catalog,
};
