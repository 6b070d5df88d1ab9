import { articlesOf, collectionsOf, drugsOf, pagesOf, PRODUCT_NOT_FOUND, salesOf } from '@gopharm/domain';
import { canSearch } from '@gopharm/util';
import { listingData, type ListingScope } from '../catalog/use-drug-listing';
import { keep, type LoadContext } from './keyed-load';
import { positiveId } from './positive-id';
import {
  categorySeo,
  failedBy,
  listingLoad,
  productSeo,
  type RouteLoad,
  type RouteLoadResult,
} from './route-load';
import { articleData, articlesData } from './article-data';
import { contentPageData } from './content-data';
import { collectionsData, saleData } from './discovery-data';
import { homeData } from './home-data';
import { categoryData, categoryTreeData, productData } from './route-data';

const ok: RouteLoadResult = { status: 'ok' };

/**
 * The category tree, for the pages that show it (catalogue tiles, site map, home's popular categories): other
 * pages do not load it on the server, so it is neither rendered nor carried in their snapshot.
 */
const categoryTree: RouteLoad = async (context) => {
  await categoryTreeData.load(context);
  if (context.stores.categories.state === 'error') return { status: 'failed' };
  // The page's data came with it (the tree is in the snapshot), so the browser hydrates it: a tap made before the
  // app started is repeated rather than lost with the server's HTML.
  keep(categoryTreeData, context);
  return ok;
};

/** Home: its drugs, collections, sales and popular categories. */
const home: RouteLoad = async (context) => {
  await Promise.all([homeData.load(context), context.stores.categories.load()]);
  // Without its products the home page cannot be shown (502/503); a part that failed alone shows its own error
  // state, as in the browser.
  if (drugsOf(context.stores).homeState === 'error') return { status: 'failed' };
  keep(homeData, context);
  return ok;
};

/** /product/{slug}: the drug, kept under the screen's data key (the snapshot carries it once), or not found. */
const product: RouteLoad = async (context) => {
  const { t } = context;
  const lookup = await productData.load(context);
  if (!lookup.ok) return failedBy(lookup.error);
  const drug = lookup.data;
  keep(productData, context, drug);
  if (drug === PRODUCT_NOT_FOUND) return { status: 'not-found', seo: { title: t('errors.productNotFound') } };
  return { status: 'ok', seo: productSeo(drug, t) };
};
const notFound: RouteLoadResult = { status: 'not-found' };

/** A server render's first page of a listing, kept for the screen's grid. */
async function firstPageOf(context: LoadContext, scope: ListingScope) {
  const listing = listingData(scope);
  const page = await listing.load(context);
  if (page.ok) keep(listing, context, page.data);
  return page;
}

/**
 * /catalog/{slug} and /subcategory/{slug}: the category (kept under the screen's data key), the tree its chips
 * come from and the listing's first page, all at once; no slug: the catalogue root's tiles.
 */
const catalog: RouteLoad = async (context) => {
  const { stores, param, t } = context;
  if (!param) return categoryTree(context);
  const [lookup, page] = await Promise.all([
    categoryData.load(context),
    firstPageOf(context, { category: param }),
    stores.categories.load(),
  ]);
  if (!lookup.ok) return failedBy(lookup.error);
  const category = lookup.data;
  keep(categoryData, context, category);
  if (category === null) return notFound;
  return listingLoad(page, categorySeo(category, t));
};

/** /sale/{id}: a sale that does not exist is not found; no id: every sale. */
const sale: RouteLoad = async (context) => {
  const sales = salesOf(context.stores);
  const selected = await saleData.load(context);
  if (selected && !selected.ok) return failedBy(selected.error);
  if (!context.param && sales.state === 'error') return { status: 'failed' };
  keep(saleData, context);
  if (!context.param) return ok;
  const found = sales.selected;
  if (!found) return notFound;
  return { status: 'ok', seo: { title: found.title, image: { src: found.image, width: 1200, height: 400 } } };
};

/** /collection/{slug}: one of the collections, or not found; no slug: all of them. */
const collection: RouteLoad = async (context) => {
  const collections = collectionsOf(context.stores);
  await collectionsData.load(context);
  if (collections.state === 'error') return { status: 'failed' };
  keep(collectionsData, context);
  if (!context.param) return ok;
  const found = collections.bySlug(context.param);
  return found ? { status: 'ok', seo: { title: found.title } } : notFound;
};

/** /articles: the first page of the list. */
const articles: RouteLoad = async (context) => {
  await articlesData.load(context);
  if (articlesOf(context.stores).state === 'error') return { status: 'failed' };
  keep(articlesData, context);
  return ok;
};

/** /article?slug=: the article, or not found (no slug too). */
const article: RouteLoad = async (context) => {
  const selected = await articleData.load(context);
  if (!selected) return notFound;
  if (!selected.ok) return failedBy(selected.error);
  keep(articleData, context);
  const found = articlesOf(context.stores).selected;
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
  async (context) => {
    const data = contentPageData(slug);
    const selected = await data.load(context);
    if (!selected.ok) return failedBy(selected.error);
    keep(data, context);
    const page = pagesOf(context.stores).selected;
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
  return listingLoad(await firstPageOf(context, { search: query }));
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
  'catalog-home': categoryTree,
  categories: categoryTree,
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
