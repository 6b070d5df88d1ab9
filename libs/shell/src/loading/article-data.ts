import { articlesOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/** /articles: the first page of the list. */
export const articlesData: KeyedLoad<void> = {
  key: () => 'articles',
  load: ({ stores }) => articlesOf(stores).load(),
};

const articleSlug = (search: URLSearchParams) => search.get('slug') ?? '';

/** /article?slug=: the article (selected in the store); nothing to load without a slug. */
export const articleData: KeyedLoad = {
  key: ({ search }) => `article:${articleSlug(search)}`,
  load: async ({ stores, search }) => {
    const slug = articleSlug(search);
    return slug ? articlesOf(stores).select(slug) : undefined;
  },
};
