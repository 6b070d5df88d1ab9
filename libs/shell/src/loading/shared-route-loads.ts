import { PRODUCT_NOT_FOUND } from '@gopharm/domain';
import { canSearch } from '@gopharm/util';
import { preloadListing } from '../catalog/use-drug-listing';
import { sharedDataKeys } from './data-keys';
import {
  categorySeo,
  failedBy,
  listingLoad,
  loadCategoryTree,
  productSeo,
  type RouteLoad,
  type RouteLoadResult,
} from './route-load';

/** A positive whole number as a query gives it ("12"), or null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

const ok: RouteLoadResult = { status: 'ok' };

/** Home: its drugs, collections, sales and popular categories. */
const home: RouteLoad = async ({ stores }) => {
  const { drugs, collections, sales, categories, locale, region, preloaded } = stores;
  await Promise.all([drugs.loadHome(), collections.load(), sales.load(), categories.load()]);
  // Without its products the home page cannot be shown (502/503); a part that failed alone shows its own error
  // state, as in the browser.
  if (drugs.homeState === 'error') return { status: 'failed' };
  preloaded.set(sharedDataKeys.home(locale.code, region.effectiveId), true);
  return ok;
};

/** /product/{slug}: the drug, kept under the screen's data key (the snapshot carries it once), or not found. */
const product: RouteLoad = async ({ stores, param, t }) => {
  const { drugs, locale, region, preloaded } = stores;
  const lookup = await drugs.loadDrug(param);
  if (!lookup.ok) return failedBy(lookup.error);
  const drug = lookup.data;
  preloaded.set(sharedDataKeys.product(locale.code, region.effectiveId, param ?? ''), drug);
  if (drug === PRODUCT_NOT_FOUND) return { status: 'not-found', seo: { title: t('errors.productNotFound') } };
  return { status: 'ok', seo: productSeo(drug, t) };
};
const notFound: RouteLoadResult = { status: 'not-found' };

/**
 * /catalog/{slug} and /subcategory/{slug}: the category (kept under the screen's data key), the tree its chips
 * come from and the listing's first page, all at once; no slug: the catalogue root's tiles.
 */
const catalog: RouteLoad = async (context) => {
  const { stores, param, t } = context;
  if (!param) return loadCategoryTree(context);
  const [lookup, page] = await Promise.all([
    stores.categories.loadCategory(param),
    preloadListing(context, { category: param }),
    stores.categories.load(),
  ]);
  if (!lookup.ok) return failedBy(lookup.error);
  const category = lookup.data;
  stores.preloaded.set(sharedDataKeys.category(stores.locale.code, param), category);
  if (category === null) return notFound;
  return listingLoad(page, categorySeo(category, t));
};

/** /sale/{id}: a sale that does not exist is not found; no id: every sale. */
const sale: RouteLoad = async ({ stores, param }) => {
  const { sales, locale, preloaded } = stores;
  if (!param) {
    await sales.load();
    if (sales.state === 'error') return { status: 'failed' };
    preloaded.set(sharedDataKeys.sales(locale.code), true);
    return ok;
  }
  const selected = await sales.select(Number(param));
  if (!selected.ok) return failedBy(selected.error);
  preloaded.set(sharedDataKeys.sale(locale.code, param), true);
  const found = sales.selected;
  if (!found) return notFound;
  return { status: 'ok', seo: { title: found.title, image: { src: found.image, width: 1200, height: 400 } } };
};

/** /collection/{slug}: one of the collections, or not found; no slug: all of them. */
const collection: RouteLoad = async ({ stores, param }) => {
  const { collections, locale, preloaded } = stores;
  await collections.load();
  if (collections.state === 'error') return { status: 'failed' };
  preloaded.set(sharedDataKeys.collections(locale.code), true);
  if (!param) return ok;
  const found = collections.bySlug(param);
  return found ? { status: 'ok', seo: { title: found.title } } : notFound;
};

/** /articles: the first page of the list. */
const articles: RouteLoad = async ({ stores }) => {
  await stores.articles.load();
  if (stores.articles.state === 'error') return { status: 'failed' };
  stores.preloaded.set(sharedDataKeys.articles(stores.locale.code), true);
  return ok;
};

/** /article?slug=: the article, or not found (no slug too). */
const article: RouteLoad = async ({ stores, search }) => {
  const slug = search.get('slug') ?? '';
  if (!slug) return notFound;
  const selected = await stores.articles.select(slug);
  if (!selected.ok) return failedBy(selected.error);
  stores.preloaded.set(sharedDataKeys.article(stores.locale.code, slug), true);
  const found = stores.articles.selected;
  if (!found) return notFound;
  return {
    status: 'ok',
    seo: { title: found.title, type: 'website', image: { src: found.image, width: 1200, height: 630 } },
  };
};

/** /code/{drug_id}: redirects to the drug's page (QR codes, receipts); an unknown id is a missing product. */
const code: RouteLoad = async ({ stores, param, t }) => {
  const id = positiveId(param);
  const productMissing: RouteLoadResult = {
    status: 'not-found',
    seo: { title: t('errors.productNotFound') },
  };
  if (id === null) return productMissing;
  const answer = await stores.api.getDrug(id);
  if (!answer.ok) return failedBy(answer.error);
  const drug = answer.data;
  if (drug === null) return productMissing;
  return { status: 'ok', redirect: `/product/${drug.slug}` };
};

/** /catalog-by-id?id=N: redirects to the category's page, or not found. */
const catalogById: RouteLoad = async ({ stores, search }) => {
  const id = positiveId(search.get('id'));
  if (id === null) return notFound;
  const category = await stores.categories.loadCategory(id);
  if (!category.ok) return failedBy(category.error);
  if (category.data === null) return notFound;
  return { status: 'ok', redirect: `/catalog/${category.data.slug}` };
};

/** A page about one thing named in its query (an order): without a valid one there is nothing to show. */
const requiresId =
  (name: string): RouteLoad =>
  async ({ search }) =>
    positiveId(search.get(name)) === null ? notFound : ok;

/** A content page from v1/page/{slug}, with its title and description for the head. */
const contentPage =
  (slug: string): RouteLoad =>
  async ({ stores }) => {
    const selected = await stores.pages.select(slug);
    if (!selected.ok) return failedBy(selected.error);
    stores.preloaded.set(sharedDataKeys.page(stores.locale.code, slug), true);
    const page = stores.pages.selected;
    if (!page) return notFound;
    return { status: 'ok', seo: { title: page.title, description: page.description } };
  };

/** The content pages by route id and the slug of their text (the route ids are the API's page names). */
export const CONTENT_PAGES = [
  'about',
  'contact',
  'delivery-gopharm',
  'payment',
  'offer',
  'konkurs',
  'app',
] as const;

/** Search results for `?q=` (nothing to load below the search minimum). */
const search: RouteLoad = async (context) => {
  const query = (context.search.get('q') ?? '').trim();
  if (!canSearch(query)) return { status: 'ok' };
  return listingLoad(await preloadListing(context, { search: query }));
};

/**
 * What the server loads for the screens both apps share, by route id (the server renderer reads these; an app
 * names only routes of its own in AppDefinition.loads).
 */
export const sharedRouteLoads: Partial<Record<string, RouteLoad>> = {
  home,
  product,
  search,
  catalog,
  subcategory: catalog,
  'catalog-home': loadCategoryTree,
  categories: loadCategoryTree,
  sale,
  collection,
  articles,
  article,
  code,
  'catalog-by-id': catalogById,
  'order-detail': requiresId('id'),
  'order-payment': requiresId('order_id'),
  ...Object.fromEntries(CONTENT_PAGES.map((slug) => [slug, contentPage(slug)])),
};
