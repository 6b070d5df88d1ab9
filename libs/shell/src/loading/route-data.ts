import type { KeyedLoad } from './keyed-load';

/**
 * The data of the screens both apps share, each declared once: its key and its load, used by the server render
 * (shared-route-loads.ts loads it and keeps the answer) and by the screen (`useData(productData)`). A key holds
 * the language, and the region where prices and stock show, so a switch loads again.
 */

/** Home's drugs, collections and sales (the region's). */
export const homeData: KeyedLoad<void> = {
  key: ({ stores }) => `home:${stores.locale.code}:${stores.region.effectiveId}`,
  load: async ({ stores: { drugs, collections, sales } }) =>
    void (await Promise.all([drugs.loadHome(), collections.load(), sales.load()])),
};

/** /product/{slug}: the drug (its price and stock are the region's), or PRODUCT_NOT_FOUND. */
export const productData = {
  key: ({ stores, param = '' }) => `product:${stores.locale.code}:${stores.region.effectiveId}:${param}`,
  load: ({ stores, param = '' }) => stores.drugs.loadDrug(param),
} satisfies KeyedLoad;

/** /catalog/{slug} and /subcategory/{slug}: the category with its parent chain (null: no such category). */
export const categoryData = {
  key: ({ stores, param = '' }) => `category:${stores.locale.code}:${param}`,
  load: ({ stores, param = '' }) => stores.categories.loadCategory(param),
} satisfies KeyedLoad;

/** The category tree (catalogue tiles, site map, home's popular categories); its screens read it from the store. */
export const categoryTreeData: KeyedLoad<void> = {
  key: ({ stores }) => `categories:${stores.locale.code}`,
  load: ({ stores }) => stores.categories.load(),
};

/** /sale/{id}: the sale (selected in the store); no id: every sale. */
export const saleData: KeyedLoad = {
  key: ({ stores, param }) => (param ? `sale:${stores.locale.code}:${param}` : `sales:${stores.locale.code}`),
  load: ({ stores: { sales }, param }) => (param ? sales.select(Number(param)) : sales.load()),
};

/** /collection/{slug}: every collection (one page of them all, the slug picks one). */
export const collectionsData: KeyedLoad<void> = {
  key: ({ stores }) => `collections:${stores.locale.code}`,
  load: ({ stores }) => stores.collections.load(),
};

/** /articles: the first page of the list. */
export const articlesData: KeyedLoad<void> = {
  key: ({ stores }) => `articles:${stores.locale.code}`,
  load: ({ stores }) => stores.articles.load(),
};

const articleSlug = (search: URLSearchParams) => search.get('slug') ?? '';

/** /article?slug=: the article (selected in the store); nothing to load without a slug. */
export const articleData: KeyedLoad = {
  key: ({ stores, search }) => `article:${stores.locale.code}:${articleSlug(search)}`,
  load: async ({ stores, search }) => {
    const slug = articleSlug(search);
    return slug ? stores.articles.select(slug) : undefined;
  },
};

/** A content page's text from v1/page/{slug} (the route id is the slug). */
export const contentPageData = (slug: string) =>
  ({
    key: ({ stores }) => `page:${stores.locale.code}:${slug}`,
    load: ({ stores }) => stores.pages.select(slug),
  }) satisfies KeyedLoad;
