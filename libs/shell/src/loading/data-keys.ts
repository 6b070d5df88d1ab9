import type { Locale } from '@gopharm/util';

/**
 * The data keys of the screens both apps share (RootStore.preloaded): a server render stores its answers under
 * them, the screen (useRouteData) starts from them. They carry the language, so a language switch loads again.
 */
export const sharedDataKeys = {
  /** Home's drugs, collections and sales are the region's. */
  home: (locale: Locale, region: number) => `home:${locale}:${region}`,
  sales: (locale: Locale) => `sales:${locale}`,
  sale: (locale: Locale, id: string) => `sale:${locale}:${id}`,
  collections: (locale: Locale) => `collections:${locale}`,
  articles: (locale: Locale) => `articles:${locale}`,
  article: (locale: Locale, slug: string) => `article:${locale}:${slug}`,
  page: (locale: Locale, slug: string) => `page:${locale}:${slug}`,
  /** A category with its parent chain (null: no such category). */
  category: (locale: Locale, slug: string) => `category:${locale}:${slug}`,
  /** A drug's price and stock are the region's. */
  product: (locale: Locale, region: number, slug: string) => `product:${locale}:${region}:${slug}`,
};
